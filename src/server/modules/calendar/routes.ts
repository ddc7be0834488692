import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIcalLinkResponse } from '../../../shared/schemas/calendar';
import type { AppDeps } from '../../deps';
import { acceptsGzip } from '../../http/accept-encoding';
import { BEARER, providerIdOf } from '../../http/access';
import { ICS_CONTENT_TYPE } from '../bookings/api';
import { createFeedCache } from './feed-cache';
import { feedResponse } from './feed-response';
import { getFeedLinks, openFeed, rotateFeedLinks } from './service';

const TAGS = ['agenda iCal'];

/** About ten feeds of 3,700 events (1.5 MB each in UTF-8, a tenth gzipped), kept ten minutes at most. */
const FEED_CACHE = { maxBytes: 16_000_000, ttlMs: 10 * 60_000 };

/** One-way iCal export: the provider's secret subscription link and the public feed behind it. */
export function calendarRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const bodies = createFeedCache(FEED_CACHE);
    app.get(
      '/api/ical/link',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Mon adresse d’abonnement iCal',
          description:
            'Créée au premier appel, puis toujours la même jusqu’à sa régénération. Réservé au titulaire du compte : refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
          security: BEARER,
          response: { 200: ZIcalLinkResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await getFeedLinks(deps, providerIdOf(request))) }),
    );

    app.post(
      '/api/ical/link/rotate',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Régénérer mon adresse d’abonnement iCal',
          description:
            'L’ancienne adresse cesse de fonctionner immédiatement (404). Réservé au titulaire du compte : refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
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
            'RFC 5545 : rendez-vous à venir et passés depuis minuit UTC il y a 90 jours (fenêtre ' +
            'avancée une fois par jour, à 0 h UTC). ETag fort, qui change à chaque modification ' +
            'du contenu et une fois par jour ; If-None-Match → 304. Compressé en gzip si ' +
            'Accept-Encoding le permet (ETag propre à chaque encodage). ' +
            'Adresse inconnue ou régénérée : 404, sans autre détail.',
          params: z.object({ providerId: z.string(), file: z.string() }),
        },
      },
      async (request, reply) => {
        // The secret is checked first: unknown, rotated or malformed, it is a 404 even with If-None-Match.
        const { providerId, file } = request.params;
        const feed = await openFeed(deps, providerId, file);
        const gzip = acceptsGzip(request.headers['accept-encoding']);
        const answer = await feedResponse(
          request.headers['if-none-match'],
          bodies.around(providerId, feed),
          gzip,
        );
        // The URL holds the secret: only the person's own calendar app may keep a copy.
        reply
          .header('cache-control', 'private, max-age=300')
          .header('vary', 'accept-encoding')
          .header('etag', answer.etag);
        if (answer.status === 304) return reply.code(304).send();
        if (answer.gzipped) reply.header('content-encoding', 'gzip');
        return reply.header('content-type', ICS_CONTENT_TYPE).send(answer.body);
      },
    );
  };
}
