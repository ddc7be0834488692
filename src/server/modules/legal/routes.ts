import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSubprocessorsResponse } from '../../../shared/schemas/legal';
import type { AppDeps } from '../../deps';
import { contractSubprocessors, lastSubprocessorsChange } from '../config/api';

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
            'La liste de la configuration (DPA_SUBPROCESSORS tant qu’un administrateur ne l’a pas modifiée), ' +
            'celle que reprend chaque DPA généré : nom, rôle, pays ; et le dernier changement annoncé aux ' +
            'professionnels (date de l’annonce, date d’effet 30 jours plus tard).',
          response: { 200: ZSubprocessorsResponse },
        },
      },
      async (_request, reply) => {
        // The same for everyone and rarely changed: shared caches may keep it a minute.
        reply.header('cache-control', 'public, max-age=60');
        const last = await lastSubprocessorsChange(deps.database.db);
        return {
          success: true as const,
          subprocessors: await contractSubprocessors(deps),
          lastChange: last && {
            announcedAt: last.announcedAt.toISOString(),
            effectiveFrom: last.effectiveFrom.toISOString(),
          },
        };
      },
    );
  };
}
