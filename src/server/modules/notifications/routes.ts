import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import {
  ZDeleteReadResponse,
  ZMarkAllReadResponse,
  ZPreferencesInput,
  ZPreferencesResponse,
  ZUnreadCountResponse,
  ZUserNotificationsQuery,
  ZUserNotificationsResponse,
} from '../../../shared/schemas/notifications';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { getPreferences, savePreferences } from './preferences';
import {
  deleteNotification,
  deleteReadNotifications,
  listUserNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from './service';

const ZNotificationParams = z.object({ id: z.uuid({ error: 'Identifiant de notification invalide' }) });
const tags = ['notifications'];

/**
 * SPEC §7 « User notifications »: the signed-in user's own notifications (providers and admins).
 * An administrator acting as a user reads, marks and sets them as that user would (ADR 0033).
 * Static paths (`/read`, `/mark-all-read`, `/preferences`) win over `/:id` in the router.
 */
export function userNotificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user-notifications',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Mes notifications, les plus récentes d’abord',
          description: '`limit` (20 par défaut, 100 au plus), `page` (dès 1), `unreadOnly=true`.',
          security: BEARER,
          querystring: ZUserNotificationsQuery,
          response: { 200: ZUserNotificationsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listUserNotifications(deps, getAuth(request).user.id, request.query)),
      }),
    );

    app.get(
      '/api/user-notifications/unread-count',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Nombre de notifications non lues',
          security: BEARER,
          response: { 200: ZUnreadCountResponse },
        },
      },
      async (request) => ({
        success: true as const,
        count: await unreadCount(deps, getAuth(request).user.id),
      }),
    );

    app.post(
      '/api/user-notifications/mark-all-read',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Tout marquer comme lu',
          security: BEARER,
          response: { 200: ZMarkAllReadResponse },
        },
      },
      async (request) => ({
        success: true as const,
        updated: await markAllNotificationsRead(deps, getAuth(request).user.id),
      }),
    );

    app.post(
      '/api/user-notifications/:id/mark-read',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Marquer une notification comme lue',
          description: 'Une notification d’un autre compte est introuvable (404).',
          security: BEARER,
          params: ZNotificationParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await markNotificationRead(deps, getAuth(request).user.id, request.params.id);
        return { success: true as const };
      },
    );

    app.delete(
      '/api/user-notifications/read',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Supprimer mes notifications lues',
          security: BEARER,
          response: { 200: ZDeleteReadResponse },
        },
      },
      async (request) => ({
        success: true as const,
        deleted: await deleteReadNotifications(deps, getAuth(request).user.id),
      }),
    );

    app.delete(
      '/api/user-notifications/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Supprimer une notification',
          description: 'Une notification d’un autre compte est introuvable (404).',
          security: BEARER,
          params: ZNotificationParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await deleteNotification(deps, getAuth(request).user.id, request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/user-notifications/preferences',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Mes préférences de notification, par type et par canal',
          security: BEARER,
          response: { 200: ZPreferencesResponse },
        },
      },
      async (request) => ({
        success: true as const,
        preferences: await getPreferences(deps.database.db, getAuth(request).user.id),
      }),
    );

    app.post(
      '/api/user-notifications/preferences',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Changer mes préférences de notification',
          description:
            'Les types envoyés seulement, chacun avec ses trois canaux ; un canal que le type ne propose ' +
            'pas ne peut pas être activé. Renvoie toutes les préférences.',
          security: BEARER,
          body: ZPreferencesInput,
          response: { 200: ZPreferencesResponse },
        },
      },
      async (request) => {
        const userId = getAuth(request).user.id;
        const preferences = await deps.database.db.transaction((tx) =>
          savePreferences(tx, userId, request.body.preferences, deps.now()),
        );
        return { success: true as const, preferences };
      },
    );
  };
}
