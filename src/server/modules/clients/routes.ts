import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { providerIdOf } from '../../http/access';
import { listClients } from './queries';

const ZClientSummary = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  visits: z.number().int(),
  lastVisit: z.string().nullable(),
  nextVisit: z.string().nullable(),
});

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
          querystring: z.object({ q: z.string().max(200).optional() }),
          response: { 200: z.object({ success: z.literal(true), clients: z.array(ZClientSummary) }) },
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
