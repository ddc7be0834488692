import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDismissGlobalInput, ZUserBannersResponse } from '../../../shared/schemas/banners';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { bannersFor, dismissBanner } from './user-service';

/** SPEC §7: the signed-in user's banners and their dismissal (kept on every device). */
export function bannerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications/global',
      {
        config: { access: 'user' },
        schema: {
          tags: ['banners'],
          summary: 'Les annonces à afficher : actives, non expirées, qui me visent, non fermées',
          description: 'Triées par priorité décroissante puis de la plus récente à la plus ancienne.',
          security: BEARER,
          response: { 200: ZUserBannersResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: { notifications: await bannersFor(deps, getAuth(request).user.id) },
      }),
    );

    // Not ownerOnly: an administrator helping a user may close a banner for them, as they would.
    app.post(
      '/api/user-notifications/dismiss-global',
      {
        config: { access: 'user' },
        schema: {
          tags: ['banners'],
          summary: 'Fermer une annonce (elle reste fermée sur mes autres appareils)',
          description: 'Idempotent. Une annonce qui ne me vise pas : 404.',
          security: BEARER,
          body: ZDismissGlobalInput,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await dismissBanner(deps, getAuth(request).user.id, request.body.notificationId);
        return { success: true as const };
      },
    );
  };
}
