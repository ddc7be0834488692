import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangePassword } from '../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../shared/schemas/common';
import { ZSupportAccessResponse } from '../../../shared/schemas/impersonation';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { endImpersonation, IMPERSONATION_MESSAGES } from './impersonation';
import { changePassword, PASSWORD_CHANGE_MESSAGES } from './password-change';
import { listSupportAccesses } from './support-access';

const TAGS = ['sécurité'];

/** The signed-in user's security: their password, and the administration's visits to the account. */
export function securityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/change-password',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Changer mon mot de passe (ferme mes autres sessions)',
          description:
            'Exige le mot de passe actuel (5 essais par quart d’heure). Les autres sessions sont fermées, celle-ci reste ouverte ; un e-mail prévient le titulaire. Refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place.',
          security: BEARER,
          body: ZChangePassword,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await changePassword(deps, getAuth(request), request.body);
        return { success: true as const, message: PASSWORD_CHANGE_MESSAGES.done };
      },
    );

    app.get(
      '/api/auth/support-access',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Les connexions de l’administration à mon compte (12 derniers mois)',
          description:
            'Début, fin (ou expiration) et motif de chaque « Se connecter en tant que », du plus récent au plus ancien.',
          security: BEARER,
          response: { 200: ZSupportAccessResponse },
        },
      },
      async (request) => ({
        success: true as const,
        accesses: await listSupportAccesses(deps, getAuth(request).user.id),
      }),
    );

    app.post(
      '/api/auth/impersonation/end',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Revenir à l’administration (termine la session ouverte en tant que l’utilisateur)',
          description:
            'Seulement pour une session ouverte par un administrateur (sinon 409). Révoque la session et journalise la fin.',
          security: BEARER,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        const { user, session } = getAuth(request);
        await endImpersonation(deps, user, session);
        return { success: true as const, message: IMPERSONATION_MESSAGES.ended };
      },
    );
  };
}
