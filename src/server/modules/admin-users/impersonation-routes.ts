import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSessionResponse } from '../../../shared/schemas/auth';
import { ZImpersonate } from '../../../shared/schemas/impersonation';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { startImpersonation } from '../auth/api';

/** « Se connecter en tant que »: an administrator opens a short, audited session as a provider. */
export function impersonationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/users/:id/impersonate',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['administration'],
          summary: 'Se connecter en tant que cet utilisateur (30 minutes, motif obligatoire)',
          description:
            'Compte professionnel actif seulement (ni administrateur, ni suspendu, ni supprimé, ni soi-même). Renvoie le jeton d’une session de 30 minutes, non renouvelable, marquée comme ouverte par l’administrateur ; début et fin sont journalisés et visibles par l’utilisateur.',
          security: BEARER,
          params: z.object({ id: z.string() }),
          body: ZImpersonate,
          response: { 200: ZSessionResponse },
        },
      },
      async (request) =>
        startImpersonation(deps, {
          admin: getAuth(request).user,
          adminSessionId: getAuth(request).session.id,
          targetId: request.params.id,
          reason: request.body.reason,
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        }),
    );
  };
}
