import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBlogStatsQuery, ZBlogStatsResponse } from '../../../shared/schemas/blog';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { blogStats } from './stats';

/** The blog's audience for the team (issue 17, ADR 0042): views per day and the most read articles. */
export function blogStatsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/blog/stats',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['blog (administration)'],
          summary: 'Vues par jour (30 derniers jours par défaut) et articles les plus lus',
          security: BEARER,
          querystring: ZBlogStatsQuery,
          response: { 200: ZBlogStatsResponse },
        },
      },
      async (request) => blogStats(deps, request.query),
    );
  };
}
