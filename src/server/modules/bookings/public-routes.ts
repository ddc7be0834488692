import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClientCancelBooking,
  ZClientRescheduleBooking,
  ZClientTokenQuery,
  ZCreatePublicBooking,
} from '../../../shared/schemas/booking';
import { ZIdempotencyHeaders } from '../../../shared/schemas/booking-queries';
import {
  ZBookingEnvelope,
  ZCreateBookingResponse,
  ZManagedBooking,
} from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../http/uuid';
import { bookingNotFound, serviceNotFound } from './booking-errors';
import { changeBooking } from './change-booking';
import { createPublicBooking } from './create-booking';
import { ICS_CONTENT_TYPE, ICS_FILENAME } from './ics';
import { idempotencyFor } from './idempotency';
import { publicCallerOf } from './idempotency-caller';
import { bookingLinks, hashManageToken } from './manage-token';
import { bookingIcs, loadBookingContext } from './notify';
import { findByClientToken, publicBookingView } from './public-view';
import { findBookingByToken } from './queries';
import { releaseHold } from './release-hold';

const TAGS = ['réservation publique'];
const ZBookingParams = z.object({ bookingId: z.string() });

/** What the client's page reads from a managed booking (issue 30: a deadline already past when booked). */
const MANAGED_BOOKING_DESCRIPTION =
  'canCancel : le client peut encore déplacer ou annuler ce rendez-vous en ligne. cancellationDeadline : le dernier instant pour le faire (null sans rendez-vous confirmé) ; s’il est antérieur ou égal à booking.createdAt, le rendez-vous a été pris dans le délai d’annulation du professionnel et n’a jamais pu être annulé en ligne.';

/** A malformed id or an empty token opens nothing: the same 404 as a wrong one. */
function checkedAccess(bookingId: string | undefined, token: string): { bookingId?: string; token: string } {
  if (!token || (bookingId !== undefined && !isUuid(bookingId))) throw bookingNotFound();
  return bookingId === undefined ? { token } : { bookingId, token };
}

/** Booking without an account (docs/architecture.md, "Public"): create, then view, cancel or move by the client's token. */
export function publicBookingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/public/providers/:providerId/bookings',
      {
        // No cookie gives these routes any authority (anonymous, or the client's token): a page on
        // another site gains nothing a direct request would not. Exempt, they also work from the
        // provider's own site, where a framed page gets no cookie (ADR 0040).
        config: { access: 'public', csrfExempt: true },
        schema: {
          tags: TAGS,
          summary: 'Réserver un créneau (sans compte)',
          description:
            'Recalcule la disponibilité et enregistre le rendez-vous dans une seule transaction ; 409 si le créneau vient d’être pris. En-tête Idempotency-Key (200 caractères au plus) : une nouvelle tentative renvoie la première réponse.',
          params: z.object({ providerId: z.string() }),
          headers: ZIdempotencyHeaders,
          body: ZCreatePublicBooking,
          response: { 201: ZCreateBookingResponse },
        },
      },
      async (request, reply) => {
        const { providerId } = request.params;
        if (!isUuid(providerId)) throw serviceNotFound();
        const idempotency = idempotencyFor(
          request.headers['idempotency-key'],
          `public:${providerId}`,
          request.body,
          publicCallerOf(request),
        );
        const result = await createPublicBooking(deps, {
          providerId,
          body: request.body,
          ip: request.ip,
          idempotency,
        });
        return reply.status(result.statusCode).send(result.body);
      },
    );

    app.get(
      '/api/public/bookings/by-token/:token',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Mon rendez-vous, par le jeton de mon lien',
          description: MANAGED_BOOKING_DESCRIPTION,
          params: z.object({ token: z.string() }),
          response: { 200: ZManagedBooking },
        },
      },
      async (request) => {
        const access = checkedAccess(undefined, request.params.token);
        const found = await findByClientToken(deps, access.token);
        return publicBookingView(deps, found, access.token);
      },
    );

    app.get(
      '/api/public/bookings/:bookingId',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Mon rendez-vous (jeton du lien en paramètre)',
          description: MANAGED_BOOKING_DESCRIPTION,
          params: ZBookingParams,
          querystring: ZClientTokenQuery,
          response: { 200: ZManagedBooking },
        },
      },
      async (request) => {
        const access = checkedAccess(request.params.bookingId, request.query.token);
        const found = await findByClientToken(deps, access.token, access.bookingId);
        return publicBookingView(deps, found, access.token);
      },
    );

    app.get(
      '/api/public/bookings/:bookingId/ics',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Ajouter mon rendez-vous à mon agenda (.ics)',
          params: ZBookingParams,
          querystring: ZClientTokenQuery,
        },
      },
      async (request, reply) => {
        const access = checkedAccess(request.params.bookingId, request.query.token);
        const found = await findByClientToken(deps, access.token, access.bookingId);
        const ctx = await loadBookingContext(deps.database.db, found.booking, found.service);
        const { manageUrl } = bookingLinks(deps.config.APP_URL, found.booking, access.token);
        return reply
          .header('content-type', ICS_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${ICS_FILENAME}"`)
          .header('cache-control', 'no-store')
          .send(bookingIcs(ctx, manageUrl));
      },
    );

    app.post(
      '/api/public/bookings/:bookingId/cancel',
      {
        config: { access: 'token', csrfExempt: true },
        schema: {
          tags: TAGS,
          summary: 'Annuler mon rendez-vous',
          description: 'Refusé (409) dans le délai d’annulation fixé par le professionnel.',
          params: ZBookingParams,
          body: ZClientCancelBooking,
          response: { 200: ZBookingEnvelope },
        },
      },
      async (request) => {
        const access = checkedAccess(request.params.bookingId, request.body.token);
        const found = await findByClientToken(deps, access.token, access.bookingId);
        // Issue 34: a hold given back frees its slot at once; it sent nothing and used nothing.
        const released =
          found.booking.status === 'awaiting_payment'
            ? await releaseHold(deps, {
                providerId: found.booking.providerId,
                bookingId: found.booking.id,
                byClient: true,
              })
            : null;
        if (released) return { success: true as const, booking: released };
        const booking = await changeBooking(deps, {
          providerId: found.booking.providerId,
          locate: (db) => findBookingByToken(db, hashManageToken(access.token), access.bookingId),
          change: { status: 'cancelled', reason: request.body.reason },
          actor: { kind: 'client', links: bookingLinks(deps.config.APP_URL, found.booking, access.token) },
        });
        return { success: true as const, booking };
      },
    );

    app.post(
      '/api/public/bookings/:bookingId/reschedule',
      {
        config: { access: 'token', csrfExempt: true },
        schema: {
          tags: TAGS,
          summary: 'Déplacer mon rendez-vous vers un autre créneau libre',
          description:
            'Atomique : l’ancien créneau n’est libéré que si le nouveau est pris ; 409 si le nouveau créneau n’est pas libre.',
          params: ZBookingParams,
          body: ZClientRescheduleBooking,
          response: { 200: ZBookingEnvelope },
        },
      },
      async (request) => {
        const access = checkedAccess(request.params.bookingId, request.body.token);
        const found = await findByClientToken(deps, access.token, access.bookingId);
        const booking = await changeBooking(deps, {
          providerId: found.booking.providerId,
          locate: (db) => findBookingByToken(db, hashManageToken(access.token), access.bookingId),
          change: { start: new Date(request.body.start) },
          actor: { kind: 'client', links: bookingLinks(deps.config.APP_URL, found.booking, access.token) },
        });
        return { success: true as const, booking };
      },
    );
  };
}
