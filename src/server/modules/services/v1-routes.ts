import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import {
  apiCallerOf,
  guardWithApiKey,
  V1_SECURITY,
  v1Description,
  v1Responses,
  v1RouteConfig,
} from '../api-keys/api';
import { listServices } from './queries';
import { toServiceDto } from './service';
import { V1_SERVICES } from './v1-examples';

/** The provider's services through /api/v1 (issue 36), as the dashboard lists them. */
export function serviceV1Routes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardWithApiKey(app, deps);
    app.get(
      '/api/v1/services',
      {
        config: v1RouteConfig('services:read'),
        schema: {
          tags: ['API publique (v1)'],
          summary: 'Lister mes prestations',
          description: v1Description('services:read', 'Les prestations archivées sont exclues.'),
          security: V1_SECURITY,
          response: v1Responses('services:read', { 200: V1_SERVICES }),
        },
      },
      async (request) => {
        const services = await listServices(deps.database.db, apiCallerOf(request).providerId);
        return { success: true as const, services: services.map(toServiceDto) };
      },
    );
  };
}
