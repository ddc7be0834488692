import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZV1BookingsQuery } from '../../../shared/schemas/api-keys-v1';
import { ZIdempotencyHeaders } from '../../../shared/schemas/booking-queries';
import type { AppDeps } from '../../deps';
import {
  apiCallerOf,
  guardWithApiKey,
  V1_SECURITY,
  v1Description,
  v1Responses,
  v1RouteConfig,
} from '../api-keys/api';
import { createManualBooking } from './create-booking';
import {
  bookingsFilter,
  cancelOwnBooking,
  changeOwnBooking,
  ownIdempotency,
  readOwnBooking,
  toBookingDtosWithPayments,
} from './own-bookings';
import {
  V1_BOOKING,
  V1_BOOKING_NOT_FOUND,
  V1_BOOKINGS_PAGE,
  V1_CANCEL_BOOKING,
  V1_CANCELLED_BOOKING,
  V1_CREATE_BOOKING,
  V1_CREATED_BOOKING,
  V1_RESCHEDULE_BOOKING,
  V1_RESCHEDULED_BOOKING,
} from './v1-examples';
import { listProviderBookingsPage } from './v1-page';

const TAGS = ['API publique (v1)'];
const ZIdParams = z.object({ id: z.string().max(64) });

/**
 * The provider's bookings through /api/v1 (issue 36): the same functions as the dashboard's routes
 * (quota, no overlap, e-mails, live events), with an API key instead of a session.
 */
export function bookingV1Routes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardWithApiKey(app, deps);
    const db = deps.database.db;

    app.get(
      '/api/v1/bookings',
      {
        config: v1RouteConfig('bookings:read'),
        schema: {
          tags: TAGS,
          summary: 'Lister mes rendez-vous, page par page',
          description: v1Description(
            'bookings:read',
            'Rendez-vous qui chevauchent [from, to) (ISO 8601), filtrés par `status` (liste séparée par des virgules), par heure de début. `limit` : 50 par défaut, 100 au plus ; `nextCursor` se passe en `cursor` pour la page suivante (null à la dernière).\n\nExemple : `GET /api/v1/bookings?from=2026-06-01T00:00:00Z&status=confirmed&limit=20`.',
          ),
          security: V1_SECURITY,
          querystring: ZV1BookingsQuery,
          response: v1Responses('bookings:read', { 200: V1_BOOKINGS_PAGE }),
        },
      },
      async (request) => {
        const { cursor, limit } = request.query;
        const { rows, nextCursor } = await listProviderBookingsPage(db, apiCallerOf(request).providerId, {
          ...bookingsFilter(request.query),
          cursor,
          limit,
        });
        return { success: true as const, bookings: await toBookingDtosWithPayments(db, rows), nextCursor };
      },
    );

    app.get(
      '/api/v1/bookings/:id',
      {
        config: v1RouteConfig('bookings:read'),
        schema: {
          tags: TAGS,
          summary: 'Un de mes rendez-vous',
          description: v1Description('bookings:read', 'Exemple : `GET /api/v1/bookings/{id}`.'),
          security: V1_SECURITY,
          params: ZIdParams,
          response: v1Responses('bookings:read', { 200: V1_BOOKING, 404: V1_BOOKING_NOT_FOUND }),
        },
      },
      async (request) => {
        const booking = await readOwnBooking(db, apiCallerOf(request).providerId, request.params.id);
        return { success: true as const, booking };
      },
    );

    app.post(
      '/api/v1/bookings',
      {
        config: v1RouteConfig('bookings:write'),
        schema: {
          tags: TAGS,
          summary: 'Créer un rendez-vous',
          description: v1Description(
            'bookings:write',
            'Comme un rendez-vous ajouté à la main dans le tableau de bord : quota du pack, refus d’un chevauchement (409), e-mails au client (`notifyClient`, vrai par défaut). L’en-tête `Idempotency-Key` est honoré : la même clé avec le même corps rejoue la première réponse ; avec un autre corps, 422.',
          ),
          security: V1_SECURITY,
          headers: ZIdempotencyHeaders,
          body: V1_CREATE_BOOKING,
          response: v1Responses('bookings:write', { 201: V1_CREATED_BOOKING }),
        },
      },
      async (request, reply) => {
        const { providerId } = apiCallerOf(request);
        const idempotency = ownIdempotency(
          'v1',
          providerId,
          request.headers['idempotency-key'],
          request.body,
        );
        const result = await createManualBooking(deps, { providerId, body: request.body, idempotency });
        return reply.status(result.statusCode).send(result.body);
      },
    );

    app.post(
      '/api/v1/bookings/:id/cancel',
      {
        config: v1RouteConfig('bookings:write'),
        schema: {
          tags: TAGS,
          summary: 'Annuler un rendez-vous',
          description: v1Description(
            'bookings:write',
            'Le client est prévenu par e-mail ; `reason` lui est transmis. Mêmes règles que dans le tableau de bord (`scope`, `refund`).',
          ),
          security: V1_SECURITY,
          params: ZIdParams,
          body: V1_CANCEL_BOOKING,
          response: v1Responses('bookings:write', { 200: V1_CANCELLED_BOOKING, 404: V1_BOOKING_NOT_FOUND }),
        },
      },
      async (request) => {
        const cancelled = await cancelOwnBooking(
          deps,
          apiCallerOf(request).providerId,
          request.params.id,
          request.body,
        );
        return { success: true as const, ...cancelled };
      },
    );

    app.post(
      '/api/v1/bookings/:id/reschedule',
      {
        config: v1RouteConfig('bookings:write'),
        schema: {
          tags: TAGS,
          summary: 'Déplacer un rendez-vous',
          description: v1Description(
            'bookings:write',
            'Déplacement atomique ; 409 si le nouvel horaire chevauche un autre rendez-vous. Le client est prévenu par e-mail.',
          ),
          security: V1_SECURITY,
          params: ZIdParams,
          body: V1_RESCHEDULE_BOOKING,
          response: v1Responses('bookings:write', { 200: V1_RESCHEDULED_BOOKING, 404: V1_BOOKING_NOT_FOUND }),
        },
      },
      async (request) => {
        const booking = await changeOwnBooking(deps, apiCallerOf(request).providerId, request.params.id, {
          start: new Date(request.body.start),
        });
        return { success: true as const, booking };
      },
    );
  };
}
