import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBookingPatch, ZCancelBooking, ZCreateManualBooking } from '../../../shared/schemas/booking';
import { ZBookingsQuery, ZIdempotencyHeaders } from '../../../shared/schemas/booking-queries';
import {
  ZBookingEmailsResponse,
  ZBookingEnvelope,
  ZBookingsResponse,
  ZCreateBookingResponse,
} from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { toBookingDto } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { cancelBookingAsProvider, changeBooking } from './change-booking';
import { createManualBooking } from './create-booking';
import { listBookingEmails } from './email-log';
import { idempotencyFor } from './idempotency';
import { accountCallerOf } from './idempotency-caller';
import { findProviderBooking, listProviderBookings } from './queries';

const TAGS = ['rendez-vous'];
const bearer = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });

/** The provider's own agenda (bearer, role client); another provider's booking is a plain 404. */
export function bookingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const locateOwn = (providerId: string, id: string) => {
      if (!isUuid(id)) throw bookingNotFound();
      return (db: Parameters<typeof findProviderBooking>[0]) => findProviderBooking(db, providerId, id);
    };

    app.get(
      '/api/bookings',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Mes rendez-vous (période, statut)',
          description: 'Rendez-vous qui chevauchent [from, to), par heure de début ; 1000 au plus.',
          security: bearer,
          querystring: ZBookingsQuery,
          response: { 200: ZBookingsResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const { from, to, status } = request.query;
        const rows = await listProviderBookings(deps.database.db, providerId, {
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
          statuses: status,
        });
        return { success: true as const, bookings: rows.map((r) => toBookingDto(r.booking, r.service)) };
      },
    );

    app.post(
      '/api/bookings',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Ajouter un rendez-vous à la main (client au téléphone)',
          description:
            'Hors horaires d’ouverture accepté ; un chevauchement avec un autre rendez-vous est refusé (409). Idempotency-Key honorée.',
          security: bearer,
          headers: ZIdempotencyHeaders,
          body: ZCreateManualBooking,
          response: { 201: ZCreateBookingResponse },
        },
      },
      async (request, reply) => {
        const providerId = providerIdOf(request);
        const idempotency = idempotencyFor(
          request.headers['idempotency-key'],
          `manual:${providerId}`,
          request.body,
          accountCallerOf(providerId),
        );
        const result = await createManualBooking(deps, { providerId, body: request.body, idempotency });
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
          response: { 200: ZBookingEnvelope },
        },
      },
      async (request) => {
        const found = await locateOwn(providerIdOf(request), request.params.id)(deps.database.db);
        if (!found) throw bookingNotFound();
        return { success: true as const, booking: toBookingDto(found.booking, found.service) };
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
        const found = await locateOwn(providerIdOf(request), request.params.id)(deps.database.db);
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
        const booking = await changeBooking(deps, {
          providerId,
          locate: locateOwn(providerId, request.params.id),
          change: { status, start: start ? new Date(start) : undefined, note, notifyClient },
          actor: { kind: 'provider', userId: providerId },
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
          summary: 'Annuler un rendez-vous (le client est prévenu par e-mail)',
          security: bearer,
          params: ZIdParams,
          body: ZCancelBooking,
          response: { 200: ZBookingEnvelope },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        if (!isUuid(request.params.id)) throw bookingNotFound();
        const booking = await cancelBookingAsProvider(
          deps,
          providerId,
          request.params.id,
          request.body.reason,
        );
        return { success: true as const, booking };
      },
    );
  };
}
