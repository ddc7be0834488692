import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse, ZSuccessResponse } from '../../../shared/schemas/common';
import {
  ZEarlierSlotRequest,
  ZJoinWaitlist,
  ZJoinWaitlistResponse,
  ZPublicWaitlistEntry,
  ZWaitlistQuery,
  ZWaitlistResponse,
  ZWaitlistToken,
} from '../../../shared/schemas/waitlist';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { askForEarlierSlot } from './alert';
import { joinWaitlist, WAITLIST_JOIN_MESSAGES } from './join';
import { leaveWaitlist, publicEntry } from './leave';
import { deleteEntry, listEntries } from './queries';

const TAGS = ['liste d’attente'];
const ENTRY_NOT_FOUND = 'Inscription introuvable.';
const ZEntryParams = z.object({ entryId: z.string().max(64) });

/** The waitlist (issue 33, ADR 0060): clients join and leave; the provider sees and removes. */
export function waitlistRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/public/providers/:providerId/waitlist',
      {
        // Anonymous, like the public booking: no cookie gives it any authority (ADR 0040).
        config: { access: 'public', csrfExempt: true },
        schema: {
          tags: TAGS,
          summary: 'M’inscrire sur la liste d’attente d’une prestation',
          description:
            'Du jour `from` au jour `to` (AAAA-MM-JJ, fuseau du professionnel, 60 jours d’écart au plus). Un e-mail de confirmation part avec un lien pour quitter la liste. 409 si la même adresse attend déjà pour ces dates ; 20 inscriptions par 10 minutes et par adresse IP.',
          params: z.object({ providerId: z.string() }),
          body: ZJoinWaitlist,
          response: { 201: ZJoinWaitlistResponse },
        },
      },
      async (request, reply) => {
        const { providerId } = request.params;
        if (!isUuid(providerId))
          throw new AppError('NOT_FOUND', WAITLIST_JOIN_MESSAGES.notFound, { field: 'serviceId' });
        const entry = await joinWaitlist(deps, { providerId, body: request.body, ip: request.ip });
        return reply.status(201).send({ success: true as const, entry });
      },
    );

    app.get(
      '/api/public/waitlist/:entryId',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Mon inscription sur une liste d’attente (lien de l’e-mail)',
          params: ZEntryParams,
          querystring: ZWaitlistToken,
          response: { 200: ZPublicWaitlistEntry },
        },
      },
      async (request) => ({
        success: true as const,
        entry: await publicEntry(deps, request.params.entryId, request.query.token),
      }),
    );

    app.post(
      '/api/public/waitlist/:entryId/leave',
      {
        config: { access: 'token', csrfExempt: true },
        schema: {
          tags: TAGS,
          summary: 'Quitter la liste d’attente',
          description: 'Le jeton vient du lien de l’e-mail. Une inscription déjà retirée répond 200 aussi.',
          params: ZEntryParams,
          body: ZWaitlistToken,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => ({
        success: true as const,
        message: await leaveWaitlist(deps, request.params.entryId, request.body.token),
      }),
    );

    app.post(
      '/api/public/bookings/:bookingId/waitlist',
      {
        config: { access: 'token', csrfExempt: true },
        schema: {
          tags: TAGS,
          summary: 'Être prévenu(e) si un créneau plus tôt se libère',
          description:
            'Avec le jeton du lien du rendez-vous : du jour même à la veille du rendez-vous. Réserver le créneau proposé déplace ce rendez-vous.',
          params: z.object({ bookingId: z.string().max(64) }),
          body: ZEarlierSlotRequest,
          response: { 201: ZJoinWaitlistResponse },
        },
      },
      async (request, reply) => {
        const { bookingId } = request.params;
        const { token } = request.body;
        if (!isUuid(bookingId) || !token) throw new AppError('NOT_FOUND', 'Rendez-vous introuvable');
        const entry = await askForEarlierSlot(deps, bookingId, token);
        return reply.status(201).send({ success: true as const, entry });
      },
    );

    app.get(
      '/api/waitlist',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Ma liste d’attente',
          description: 'Par prestation, dans l’ordre d’inscription ; `status` filtre.',
          security: BEARER,
          querystring: ZWaitlistQuery,
          response: { 200: ZWaitlistResponse },
        },
      },
      async (request) => ({
        success: true as const,
        entries: await listEntries(deps.database.db, providerIdOf(request), request.query.status),
      }),
    );

    app.delete(
      '/api/waitlist/:entryId',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Retirer une personne de ma liste d’attente',
          security: BEARER,
          params: ZEntryParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const { entryId } = request.params;
        const gone = isUuid(entryId) ? await deleteEntry(deps.database.db, entryId, providerId) : undefined;
        if (!gone) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
        deps.events.emit('waitlist_changed', { providerId, entryId });
        return { success: true as const };
      },
    );
  };
}
