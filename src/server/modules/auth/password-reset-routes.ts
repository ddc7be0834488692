import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZForgotPassword, ZResetPassword, ZResetTokenStatusResponse } from '../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { isResetTokenUsable, RESET_MESSAGES, requestPasswordReset, resetPassword } from './password-reset';

const TAGS = ['authentification'];

/** Password recovery: the e-mailed link, its early check, and the new password. */
export function passwordResetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Demander un lien de réinitialisation du mot de passe',
          description: 'Même réponse, même statut et durée comparable que le compte existe ou non.',
          body: ZForgotPassword,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, { email: request.body.email, ip: request.ip });
        return { success: true as const, message: RESET_MESSAGES.requested };
      },
    );

    app.get(
      '/api/auth/reset-password/:token',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Vérifier un lien de réinitialisation sans le consommer',
          params: z.object({ token: z.string().max(512) }),
          response: { 200: ZResetTokenStatusResponse },
        },
      },
      async (request, reply) => {
        const valid = await isResetTokenUsable(deps, { token: request.params.token, ip: request.ip });
        reply.header('cache-control', 'no-store');
        return { success: true as const, valid };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { access: 'token' },
        schema: {
          tags: TAGS,
          summary: 'Choisir un nouveau mot de passe (lien à usage unique ; ferme toutes les sessions)',
          body: ZResetPassword,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await resetPassword(deps, { ...request.body, ip: request.ip });
        return { success: true as const, message: RESET_MESSAGES.done };
      },
    );
  };
}
