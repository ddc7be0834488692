import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZV1BookingsPage,
  ZV1BookingsQuery,
  ZV1CreateBooking,
  ZV1Reschedule,
} from '../../../shared/schemas/api-keys-v1';
import { ZCancelBooking } from '../../../shared/schemas/booking';
import { ZIdempotencyHeaders } from '../../../shared/schemas/booking-queries';
import {
  ZBookingEnvelope,
  ZCancelBookingResponse,
  ZCreateBookingResponse,
} from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { apiCallerOf, guardWithApiKey, V1_SECURITY, v1Description, v1RouteConfig } from '../api-keys/api';
import { createManualBooking } from './create-booking';
import {
  bookingsFilter,
  cancelOwnBooking,
  changeOwnBooking,
  ownIdempotency,
  readOwnBooking,
  toBookingDtosWithPayments,
} from './own-bookings';
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
          response: { 200: ZV1BookingsPage },
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
          response: { 200: ZBookingEnvelope },
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
            'Comme un rendez-vous ajouté à la main dans le tableau de bord : quota du pack, refus d’un chevauchement (409), e-mails au client (`notifyClient`, vrai par défaut). L’en-tête `Idempotency-Key` est honoré : la même clé avec le même corps rejoue la première réponse ; avec un autre corps, 422.\n\nExemple : `{"serviceId":"…","start":"2026-06-02T08:00:00Z","client":{"name":"Rose Lambert","email":"rose@exemple.fr","phone":"0612345678"}}`.',
          ),
          security: V1_SECURITY,
          headers: ZIdempotencyHeaders,
          body: ZV1CreateBooking,
          response: { 201: ZCreateBookingResponse },
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
            'Le client est prévenu par e-mail ; `reason` lui est transmis. Mêmes règles que dans le tableau de bord (`scope`, `refund`).\n\nExemple : `{"reason":"Fermeture exceptionnelle"}`.',
          ),
          security: V1_SECURITY,
          params: ZIdParams,
          body: ZCancelBooking,
          response: { 200: ZCancelBookingResponse },
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
            'Déplacement atomique ; 409 si le nouvel horaire chevauche un autre rendez-vous. Le client est prévenu par e-mail.\n\nExemple : `{"start":"2026-06-03T09:30:00Z"}`.',
          ),
          security: V1_SECURITY,
          params: ZIdParams,
          body: ZV1Reschedule,
          response: { 200: ZBookingEnvelope },
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
