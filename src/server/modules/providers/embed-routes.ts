import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmbedInput, ZEmbedResponse } from '../../../shared/schemas/embed';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { getEmbedOrigins, saveEmbedOrigins } from './embed';

const TAGS = ['professionnel'];

/** The sites allowed to show the provider's booking page in a frame (issue 15, ADR 0040). */
export function embedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/provider/embed',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Lire les sites autorisés à intégrer ma page de réservation',
          security: BEARER,
          response: { 200: ZEmbedResponse },
        },
      },
      async (request) => ({
        success: true as const,
        origins: await getEmbedOrigins(deps.database.db, providerIdOf(request)),
      }),
    );

    app.put(
      '/api/provider/embed',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Choisir les sites autorisés à intégrer ma page de réservation',
          description:
            'Adresses https (ou http://localhost pour un site en construction), 10 au plus ; une liste vide interdit toute intégration.',
          security: BEARER,
          body: ZEmbedInput,
          response: { 200: ZEmbedResponse },
        },
      },
      async (request) => ({
        success: true as const,
        origins: await saveEmbedOrigins(
          deps.database.db,
          providerIdOf(request),
          request.body.origins,
          deps.now(),
        ),
      }),
    );
  };
}
