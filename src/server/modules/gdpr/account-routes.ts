import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '../../../shared/schemas/common';
import { ZDeleteAccount } from '../../../shared/schemas/gdpr';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { ACCOUNT_DELETION_DONE, deleteAccount } from './account-deletion';

/** DELETE /api/account — the provider deletes their account, confirmed with their password. */
export function accountDeletionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/api/account',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: ['rgpd'],
          summary: 'Supprimer mon compte et mes données',
          description:
            'Rendez-vous à venir annulés (clients prévenus par e-mail), sessions fermées, données personnelles effacées ou anonymisées ; refusé (403) pour un administrateur.',
          security: BEARER,
          body: ZDeleteAccount,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await deleteAccount(deps, getAuth(request).user, request.body.password);
        return { success: true as const, message: ACCOUNT_DELETION_DONE };
      },
    );
  };
}
