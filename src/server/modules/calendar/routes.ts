import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIcalLinkResponse } from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { ICS_CONTENT_TYPE } from '../bookings/api';
import { feedEtag, matchesIfNoneMatch } from './render-feed';
import { getFeedLinks, loadFeed, rotateFeedLinks } from './service';

const TAGS = ['agenda iCal'];

/** One-way iCal export: the provider's secret subscription link and the public feed behind it. */
export function calendarRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/ical/link',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Mon adresse d’abonnement iCal',
          description: 'Créée au premier appel, puis toujours la même jusqu’à sa régénération.',
          security: BEARER,
          response: { 200: ZIcalLinkResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await getFeedLinks(deps, providerIdOf(request))) }),
    );

    app.post(
      '/api/ical/link/rotate',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Régénérer mon adresse d’abonnement iCal',
          description: 'L’ancienne adresse cesse de fonctionner immédiatement (404).',
          security: BEARER,
          response: { 200: ZIcalLinkResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await rotateFeedLinks(deps, providerIdOf(request))),
      }),
    );

    app.get(
      '/api/ical/:providerId/:file',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Flux iCal d’un professionnel (adresse secrète)',
          description:
            'RFC 5545 : rendez-vous à venir et des 90 derniers jours. ETag fort ; If-None-Match → 304. ' +
            'Adresse inconnue ou régénérée : 404, sans autre détail.',
          params: z.object({ providerId: z.string(), file: z.string() }),
        },
      },
      async (request, reply) => {
        const body = await loadFeed(deps, request.params.providerId, request.params.file);
        const etag = feedEtag(body);
        // The URL holds the secret: only the person's own calendar app may keep a copy.
        reply.header('cache-control', 'private, max-age=300').header('etag', etag);
        if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.header('content-type', ICS_CONTENT_TYPE).send(body);
      },
    );
  };
}
