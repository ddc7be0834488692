import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZServicesResponse } from '../../../shared/schemas/provider-responses';
import type { AppDeps } from '../../deps';
import { apiCallerOf, guardWithApiKey, V1_SECURITY, v1Description, v1RouteConfig } from '../api-keys/api';
import { listServices } from './queries';
import { toServiceDto } from './service';

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
          description: v1Description(
            'services:read',
            'Les prestations archivées sont exclues. Exemple : `GET /api/v1/services` → `{"success":true,"services":[{"id":"…","name":"Coupe femme","durationMinutes":45,"priceCents":3500,…}]}`.',
          ),
          security: V1_SECURITY,
          response: { 200: ZServicesResponse },
        },
      },
      async (request) => {
        const services = await listServices(deps.database.db, apiCallerOf(request).providerId);
        return { success: true as const, services: services.map(toServiceDto) };
      },
    );
  };
}
