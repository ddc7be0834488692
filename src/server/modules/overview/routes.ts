import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOverviewResponse } from '../../../shared/schemas/overview';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { listRecentCancellations } from '../bookings/api';
import { listEntries } from '../waitlist/api';
import { summariseWaitlist } from './waitlist-summary';

/** The dashboard home (issue 37): one read of what the live booking lists cannot tell. */
export function overviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/overview',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['aperçu'],
          summary: 'Mon aperçu : dernières annulations et liste d’attente',
          description:
            'Les 5 dernières annulations de rendez-vous à venir ou passés depuis 7 jours au plus (la plus récente d’abord), et l’état de la liste d’attente : personnes en attente, offres en cours, dernière offre acceptée.',
          security: BEARER,
          response: { 200: ZOverviewResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const db = deps.database.db;
        const [cancellations, entries] = await Promise.all([
          listRecentCancellations(db, providerId, deps.now()),
          listEntries(db, providerId),
        ]);
        return { success: true as const, cancellations, waitlist: summariseWaitlist(entries) };
      },
    );
  };
}
