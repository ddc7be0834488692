import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGeoIpResponse } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { detectCountry } from './country';

export function geoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/geoip',
      {
        config: { access: 'public' },
        schema: {
          tags: ['géolocalisation'],
          summary: 'Pays du visiteur (en-tête du proxy de confiance ou base hors ligne DB-IP)',
          response: { 200: ZGeoIpResponse },
        },
      },
      async (request, reply) => {
        const country = await detectCountry(request, deps.config);
        // The answer depends on the caller's address: never shared by a cache.
        reply.header('cache-control', 'private, no-store');
        // The sign-up form only mentions an unknown location when it would be refused.
        const unknownAllowed = deps.config.REGISTRATION_ALLOW_UNKNOWN_COUNTRY;
        return { success: true as const, country: country ?? 'unknown', unknownAllowed };
      },
    );
  };
}
