import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBookingPatch, ZCancelBooking, ZCreateManualBooking } from '../../../shared/schemas/booking';
import { ZRefundBooking } from '../../../shared/schemas/booking-payments';
import { ZIdempotencyHeaders } from '../../../shared/schemas/booking-queries';
import {
  ZBookingDetailEnvelope,
  ZBookingEmailsResponse,
  ZBookingEnvelope,
  ZCancelBookingResponse,
  ZCreateManualBookingResponse,
} from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { listBookingSms } from '../sms/api';
import { bookingNotFound } from './booking-errors';
import { createManualBooking } from './create-booking';
import { createSeries } from './create-series';
import { listBookingEmails } from './email-log';
import {
  cancelOwnBooking,
  changeOwnBooking,
  locateOwnBooking,
  ownIdempotency,
  readOwnBooking,
} from './own-bookings';
import { refundBookingAsProvider } from './refund-booking';

const TAGS = ['rendez-vous'];
const bearer = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });

/** The provider's own agenda (bearer, role client); another provider's booking is a plain 404. */
export function bookingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/bookings',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Ajouter un rendez-vous à la main (client au téléphone), ou une série',
          description:
            'Hors horaires d’ouverture accepté ; un chevauchement avec un autre rendez-vous est refusé (409). Idempotency-Key honorée. ' +
            'Avec `recurrence` (`weekly`, `every2weeks`, `monthly` ; `count` de 2 à 52) : une série à la même heure locale (changements d’heure compris ; un mensuel du 31 tombe le dernier jour des mois plus courts), ' +
            'tout ou rien — 201 `{bookings, seriesId}` ; 409 dont `conflicts` liste les dates prises (`{start, label}`, « mardi 15 décembre 2026 ») ; 403 QUOTA_EXHAUSTED quand le pack n’a plus assez de rendez-vous pour toute la série ; le client reçoit un seul e-mail avec toutes les dates.',
          security: bearer,
          headers: ZIdempotencyHeaders,
          body: ZCreateManualBooking,
          response: { 201: ZCreateManualBookingResponse },
        },
      },
      async (request, reply) => {
        const providerId = providerIdOf(request);
        const idempotency = ownIdempotency(
          'manual',
          providerId,
          request.headers['idempotency-key'],
          request.body,
        );
        const { body } = request;
        const result = body.recurrence
          ? await createSeries(deps, {
              providerId,
              body: { ...body, recurrence: body.recurrence },
              idempotency,
            })
          : await createManualBooking(deps, { providerId, body, idempotency });
        return reply.status(result.statusCode).send(result.body);
      },
    );

    app.get(
      '/api/bookings/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Un de mes rendez-vous',
          security: bearer,
          params: ZIdParams,
          response: { 200: ZBookingDetailEnvelope },
        },
      },
      async (request) => {
        const db = deps.database.db;
        const booking = await readOwnBooking(db, providerIdOf(request), request.params.id);
        return { success: true as const, booking: { ...booking, sms: await listBookingSms(db, booking.id) } };
      },
    );

    app.get(
      '/api/bookings/:id/emails',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Journal des e-mails d’un de mes rendez-vous',
          description:
            'Confirmation, rappels, annulation, modification : statut (en file, envoyé, échec et raison), du plus récent au plus ancien.',
          security: bearer,
          params: ZIdParams,
          response: { 200: ZBookingEmailsResponse },
        },
      },
      async (request) => {
        const found = await locateOwnBooking(providerIdOf(request), request.params.id)(deps.database.db);
        if (!found) throw bookingNotFound();
        return {
          success: true as const,
          emails: await listBookingEmails(deps.database.db, found.booking.id),
        };
      },
    );

    app.patch(
      '/api/bookings/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Changer le statut, l’horaire (déplacement atomique) ou la note',
          security: bearer,
          params: ZIdParams,
          body: ZBookingPatch,
          response: { 200: ZBookingEnvelope },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const { status, start, note, notifyClient } = request.body;
        if (status === undefined && start === undefined && note === undefined) {
          throw new AppError('VALIDATION', 'Aucune modification demandée');
        }
        const booking = await changeOwnBooking(deps, providerId, request.params.id, {
          status,
          start: start ? new Date(start) : undefined,
          note,
          notifyClient,
        });
        return { success: true as const, booking };
      },
    );

    app.post(
      '/api/bookings/:id/cancel',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary:
            'Annuler un rendez-vous, la suite de sa série, sa série ou sa séance (clients prévenus par e-mail)',
          description:
            '`scope` : `one` (par défaut) ce rendez-vous ; `session` toutes les places de sa séance de groupe, chaque participant prévenu ; ' +
            '`following` ce rendez-vous et les suivants de sa série, `series` toute sa série — pour ces deux-là, seulement les rendez-vous confirmés qui n’ont pas commencé, et le client reçoit un seul e-mail listant les dates. ' +
            '`cancelled` : tous les rendez-vous annulés. 400 (champ `scope`) pour une série ou une séance que le rendez-vous n’a pas. ' +
            '`refund` (par défaut `true`) : ce que le client a payé en ligne (acompte, paiement complet) lui est remboursé ; `false` le conserve (annulation tardive signalée par téléphone).',
          security: bearer,
          params: ZIdParams,
          body: ZCancelBooking,
          response: { 200: ZCancelBookingResponse },
        },
      },
      async (request) => {
        const cancelled = await cancelOwnBooking(
          deps,
          providerIdOf(request),
          request.params.id,
          request.body,
        );
        return { success: true as const, ...cancelled };
      },
    );

    app.post(
      '/api/bookings/:id/refund',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary:
            'Rembourser ce que le client a payé en ligne (acompte ou paiement complet), en tout ou en partie',
          description:
            'Le remboursement est demandé à Stripe sur le compte du professionnel (même après le rendez-vous) ; le client reçoit un e-mail une fois remboursé. ' +
            '`amountCents` (facultatif) : la part à rembourser, de 1 centime à ce qui reste à rembourser (400 nommant `amountCents` au-delà) ; sans lui, tout ce qui reste. ' +
            '409 quand rien n’a été payé, que tout est déjà remboursé, ou qu’une part est demandée alors que tout le reste est en cours de remboursement. `booking.payment` : le paiement tel qu’il est (`refundedCents` : le total remboursé).',
          security: bearer,
          params: ZIdParams,
          body: ZRefundBooking,
          response: { 200: ZBookingEnvelope },
        },
      },
      async (request) => {
        if (!isUuid(request.params.id)) throw bookingNotFound();
        const booking = await refundBookingAsProvider(
          deps,
          providerIdOf(request),
          request.params.id,
          request.body?.amountCents,
        );
        return { success: true as const, booking };
      },
    );
  };
}
