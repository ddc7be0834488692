import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSubprocessorsResponse } from '../../../shared/schemas/legal';
import type { AppDeps } from '../../deps';

/** Public facts the legal pages show: they come from the configuration, never from page text. */
export function legalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/legal/subprocessors',
      {
        config: { access: 'public' },
        schema: {
          tags: ['informations légales'],
          summary: 'Sous-traitants ultérieurs (RGPD art. 28)',
          description:
            'La liste DPA_SUBPROCESSORS de cette instance, celle que reprend chaque DPA : nom, rôle, pays.',
          response: { 200: ZSubprocessorsResponse },
        },
      },
      async (_request, reply) => {
        // The same for everyone and changed only by a restart: shared caches may keep it a while.
        reply.header('cache-control', 'public, max-age=300');
        return {
          success: true as const,
          subprocessors: deps.config.DPA_SUBPROCESSORS.map(({ nom, role, pays }) => ({ nom, role, pays })),
        };
      },
    );
  };
}
