import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSlotsQuery } from '../../../shared/schemas/booking-queries';
import type { AppDeps } from '../../deps';
import {
  apiCallerOf,
  guardWithApiKey,
  V1_SECURITY,
  v1Description,
  v1Responses,
  v1RouteConfig,
} from '../api-keys/api';
import { slotsAnswer } from './slots-answer';
import { V1_SLOTS } from './v1-examples';

/** The free slots through /api/v1 (issue 36): exactly those the public booking page offers. */
export function slotV1Routes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    guardWithApiKey(app, deps);
    app.get(
      '/api/v1/slots',
      {
        config: v1RouteConfig('availability:read'),
        schema: {
          tags: ['API publique (v1)'],
          summary: 'Créneaux libres d’une de mes prestations',
          description: v1Description(
            'availability:read',
            'Ceux de la page de réservation publique : instants UTC (ISO 8601), fuseau du professionnel à côté. `from`/`to` : date (AAAA-MM-JJ) ou date et heure ISO 8601 ; par défaut de maintenant à +31 jours ; 62 jours au plus.\n\nExemple : `GET /api/v1/slots?serviceId=…&from=2026-06-01&to=2026-06-07`.',
          ),
          security: V1_SECURITY,
          querystring: ZSlotsQuery,
          response: v1Responses('availability:read', { 200: V1_SLOTS }),
        },
      },
      async (request) => slotsAnswer(deps, apiCallerOf(request).providerId, request.query),
    );
  };
}
