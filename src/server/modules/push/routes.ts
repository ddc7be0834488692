import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import {
  ZPushEndpointQuery,
  ZPushSubscriptionInput,
  ZPushTestInput,
  ZPushTestResponse,
  ZVapidKeyResponse,
} from '../../../shared/schemas/push';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { deleteSubscription, publicKey, saveSubscription, sendTestPush } from './service';

/**
 * SPEC §7 Push. The subscription routes are owner-only (ADR 0030): an administrator acting as a
 * user must not tie their own browser to that user's notifications.
 */
export function pushRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications/vapid-public-key',
      {
        // Public by nature: it is sent to every push service with each subscription.
        config: { access: 'public' },
        schema: {
          tags: ['push'],
          summary: 'Clé publique VAPID (applicationServerKey des abonnements)',
          response: { 200: ZVapidKeyResponse },
        },
      },
      async () => ({ success: true as const, publicKey: await publicKey(deps) }),
    );

    app.post(
      '/api/notifications/subscriptions',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: ['push'],
          summary: 'Enregistrer l’abonnement push de ce navigateur',
          description:
            'Remplace l’abonnement de même endpoint (même s’il appartenait à un autre compte). ' +
            'Seules les adresses https publiques sont acceptées (400, champ subscription.endpoint).',
          security: BEARER,
          body: ZPushSubscriptionInput,
          response: { 201: ZSuccessResponse },
        },
      },
      async (request, reply) => {
        await saveSubscription(deps, getAuth(request), request.body);
        return reply.status(201).send({ success: true as const });
      },
    );

    app.delete(
      '/api/notifications/subscriptions',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: ['push'],
          summary: 'Supprimer l’abonnement push de ce navigateur',
          security: BEARER,
          querystring: ZPushEndpointQuery,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await deleteSubscription(deps, getAuth(request), request.query.endpoint);
        return { success: true as const };
      },
    );

    app.post(
      '/api/notifications/test',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: ['push'],
          summary: 'Envoyer une notification de test à mes navigateurs',
          description:
            '10 par heure et par compte. Réponse : appareils atteints (sent) et en échec (failed).',
          security: BEARER,
          body: ZPushTestInput,
          response: { 200: ZPushTestResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await sendTestPush(deps, getAuth(request), request.body)),
      }),
    );
  };
}
