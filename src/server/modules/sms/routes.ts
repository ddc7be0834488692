import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSmsAvailabilityResponse } from '../../../shared/schemas/sms';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { smsAvailability } from './gateway';

/** Issue 35: whether this instance sends SMS reminders (the operator's SMS_* configuration). */
export function smsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/sms',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['paramètres'],
          summary: 'Les rappels par SMS sont-ils disponibles sur cette instance ?',
          description: 'Sans fournisseur de SMS configuré par l’exploitant, aucun SMS ne part.',
          security: BEARER,
          response: { 200: ZSmsAvailabilityResponse },
        },
      },
      async () => ({ success: true as const, ...smsAvailability(deps.config) }),
    );
  };
}
