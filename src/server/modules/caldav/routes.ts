import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCalendarBusyQuery,
  ZCalendarBusyResponse,
  ZCalendarConnectionResponse,
  ZCalendarSyncResponse,
  ZConnectCalendar,
  ZNoContent,
  ZUpdateCalendarConnection,
} from '../../../shared/schemas/caldav';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { cancelChangedBooking, keepBooking } from './changes';
import { connectCalendar } from './connect';
import { disconnect, listBusyTimes, listCalendarSync, refreshConnection, updateConnection } from './service';

const TAGS = ['synchronisation d’agenda (CalDAV)'];
const ZIdParams = z.object({ id: z.string().max(64) });
const ZBookingParams = z.object({ bookingId: z.string().max(64) });

/** Two-way calendar sync over CalDAV (issue 31): the provider's accounts, their calendars and choices. */
export function caldavRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps.database;

    app.get(
      '/api/calendar-sync',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Mes agendas connectés et les rendez-vous modifiés dans mon agenda',
          description: 'Le mot de passe d’application n’est jamais renvoyé.',
          security: BEARER,
          response: { 200: ZCalendarSyncResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await listCalendarSync(db, providerIdOf(request))) }),
    );

    app.post(
      '/api/calendar-sync',
      {
        // The holder's own credentials: never typed by the administration acting as them (ADR 0030).
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Connecter un agenda CalDAV',
          description:
            'Découverte du compte (/.well-known/caldav, principal, espace des calendriers). Identifiants ' +
            'refusés : 422 CALDAV_AUTH ; serveur muet ou qui n’est pas un serveur CalDAV : 422 ' +
            'CALDAV_UNREACHABLE ; rien n’est enregistré. Mot de passe chiffré, jamais renvoyé. ' +
            '3 comptes au plus (409) ; 10 essais par 10 minutes.',
          security: BEARER,
          body: ZConnectCalendar,
          response: { 201: ZCalendarConnectionResponse },
        },
      },
      async (request, reply) => {
        const connection = await connectCalendar(deps, providerIdOf(request), request.body);
        return reply.status(201).send({ success: true as const, connection });
      },
    );

    app.patch(
      '/api/calendar-sync/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Choisir les agendas vérifiés et celui qui reçoit mes rendez-vous',
          description:
            'Un seul agenda reçoit les rendez-vous, tous comptes confondus : le choisir retire l’ancien.',
          security: BEARER,
          params: ZIdParams,
          body: ZUpdateCalendarConnection,
          response: { 200: ZCalendarConnectionResponse },
        },
      },
      async (request) => ({
        success: true as const,
        connection: await updateConnection(deps, providerIdOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/api/calendar-sync/:id/refresh',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Actualiser maintenant',
          security: BEARER,
          params: ZIdParams,
          response: { 202: ZCalendarConnectionResponse },
        },
      },
      async (request, reply) => {
        const connection = await refreshConnection(deps, providerIdOf(request), request.params.id);
        return reply.status(202).send({ success: true as const, connection });
      },
    );

    app.delete(
      '/api/calendar-sync/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Déconnecter un agenda',
          description:
            'Ses heures occupées copiées disparaissent ; les rendez-vous déjà écrits restent dans l’agenda.',
          security: BEARER,
          params: ZIdParams,
          response: { 204: ZNoContent },
        },
      },
      async (request, reply) => {
        await disconnect(deps, providerIdOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/calendar-sync/busy',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Heures occupées de mon agenda personnel (62 jours au plus)',
          security: BEARER,
          querystring: ZCalendarBusyQuery,
          response: { 200: ZCalendarBusyResponse },
        },
      },
      async (request) => {
        const { from, to } = request.query;
        const busy = await listBusyTimes(db, providerIdOf(request), new Date(from), new Date(to));
        return { success: true as const, busy };
      },
    );

    app.post(
      '/api/calendar-sync/changes/:bookingId/keep',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Garder le rendez-vous (il est réécrit dans l’agenda)',
          security: BEARER,
          params: ZBookingParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await keepBooking(deps, providerIdOf(request), request.params.bookingId);
        return { success: true as const };
      },
    );

    app.post(
      '/api/calendar-sync/changes/:bookingId/cancel-booking',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Annuler le rendez-vous du client (il est prévenu par e-mail)',
          security: BEARER,
          params: ZBookingParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await cancelChangedBooking(deps, providerIdOf(request), request.params.bookingId);
        return { success: true as const };
      },
    );
  };
}
