import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '../../../shared/schemas/common';
import { ZContact } from '../../../shared/schemas/contact';
import type { AppDeps } from '../../deps';
import { authenticate, bearerToken } from '../../http/auth';
import { CONTACT_SENT_MESSAGE, submitContactMessage } from './service';

export function contactRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { access: 'public' },
        schema: {
          tags: ['contact'],
          summary: 'Écrire aux administrateurs (formulaire de contact)',
          description:
            'Ouvert à tous ; un jeton Bearer valide, s’il est fourni, rattache le message au compte.',
          body: ZContact,
          response: { 201: ZMessageResponse },
        },
      },
      async (request, reply) => {
        // The form is public: a stale or invalid token must not stop a visitor from writing.
        const userId = bearerToken(request)
          ? await authenticate(deps, request).then(
              (auth) => auth.user.id,
              () => undefined,
            )
          : undefined;
        await submitContactMessage(deps, { ...request.body, ip: request.ip, userId });
        return reply.status(201).send({ success: true as const, message: CONTACT_SENT_MESSAGE });
      },
    );
  };
}
