import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientsQuery } from '../../../shared/schemas/clients';
import type { AppDeps } from '../../deps';
import {
  apiCallerOf,
  guardWithApiKey,
  V1_SECURITY,
  v1Description,
  v1Responses,
  v1RouteConfig,
} from '../api-keys/api';
import { listClients } from './queries';
import { V1_CLIENTS } from './v1-examples';

/** The provider's clients through /api/v1 (issue 36): the dashboard's search. */
export function clientV1Routes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardWithApiKey(app, deps);
    app.get(
      '/api/v1/clients',
      {
        config: v1RouteConfig('clients:read'),
        schema: {
          tags: ['API publique (v1)'],
          summary: 'Chercher dans mes clients',
          description: v1Description(
            'clients:read',
            '`q` cherche dans le nom, l’e-mail et le téléphone ; 50 clients par page (`page`, 1 par défaut) ; `total` compte tous les clients trouvés.\n\nExemple : `GET /api/v1/clients?q=lambert`.',
          ),
          security: V1_SECURITY,
          querystring: ZClientsQuery,
          response: v1Responses('clients:read', { 200: V1_CLIENTS }),
        },
      },
      async (request) => {
        const { q, sort, dir, page } = request.query;
        const found = await listClients(deps.database.db, apiCallerOf(request).providerId, {
          q,
          sort,
          dir,
          page: page ?? 1,
          now: deps.now(),
        });
        return { success: true as const, ...found };
      },
    );
  };
}
