import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientsQuery } from '../../../shared/schemas/booking-queries';
import { ZClientsResponse } from '../../../shared/schemas/provider-responses';
import type { AppDeps } from '../../deps';
import { providerIdOf } from '../../http/access';
import { listClients } from './queries';

/** GET /api/clients?q — the provider's clients, built from their bookings. */
export function clientRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/clients',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['rendez-vous'],
          summary: 'Mes clients (nom, e-mail, téléphone, visites) tirés de mes rendez-vous',
          description: 'q cherche dans le nom, l’e-mail et le téléphone ; les plus récents d’abord.',
          security: [{ bearer: [] }],
          querystring: ZClientsQuery,
          response: { 200: ZClientsResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const clients = await listClients(deps.database.db, providerId, {
          q: request.query.q,
          now: deps.now(),
        });
        return { success: true as const, clients };
      },
    );
  };
}
