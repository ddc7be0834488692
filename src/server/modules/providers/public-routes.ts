import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvailableDaysQuery, ZSlotsQuery } from '../../../shared/schemas/booking-queries';
import {
  ZAvailableDaysResponse,
  ZPublicProviderResponse,
  ZSlotsResponse,
} from '../../../shared/schemas/booking-responses';
import type { AppDeps } from '../../deps';
import { plainJsonSerializer } from '../../http/plain-json';
import { smsAvailability } from '../sms/api';
import { findPublicDays, getPublicProvider } from './public-provider';
import { slotsAnswer } from './slots-answer';

const TAGS = ['réservation publique'];
const ZParams = z.object({ providerId: z.string() });

/** The booking page's reads, without an account: no personal data ever leaves here. */
export function publicProviderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/public/providers/:providerId',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: "Profil public d'un professionnel et ses prestations actives",
          params: ZParams,
          response: { 200: ZPublicProviderResponse },
        },
      },
      async (request) => ({
        success: true as const,
        provider: await getPublicProvider(
          db,
          request.params.providerId,
          deps.now(),
          smsAvailability(deps.config).available,
        ),
      }),
    );

    app.get(
      '/api/public/providers/:providerId/slots',
      {
        config: { access: 'public' },
        serializerCompiler: plainJsonSerializer,
        schema: {
          tags: TAGS,
          summary: "Créneaux libres d'une prestation",
          description:
            'Instants UTC (ISO 8601), fuseau du professionnel à côté ; `remaining` : places restantes (1 pour une prestation individuelle, une séance complète n’est pas proposée). `from`/`to` : date (AAAA-MM-JJ, jour du fuseau du professionnel, `to` inclus) ou date et heure ISO 8601 ; par défaut de maintenant à +31 jours ; 62 jours au plus.',
          params: ZParams,
          querystring: ZSlotsQuery,
          response: { 200: ZSlotsResponse },
        },
      },
      async (request) => slotsAnswer(deps, request.params.providerId, request.query),
    );

    app.get(
      '/api/public/providers/:providerId/days',
      {
        config: { access: 'public' },
        serializerCompiler: plainJsonSerializer,
        schema: {
          tags: TAGS,
          summary: "Jours d'un mois qui ont au moins un créneau libre",
          description: 'Chaque jour du mois (AAAA-MM, dans le fuseau du professionnel), disponible ou non.',
          params: ZParams,
          querystring: ZAvailableDaysQuery,
          response: { 200: ZAvailableDaysResponse },
        },
      },
      async (request) => {
        const { timezone, days } = await findPublicDays(deps.database, {
          providerId: request.params.providerId,
          ...request.query,
          now: deps.now(),
        });
        return { success: true as const, timezone, days };
      },
    );
  };
}
