import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminReason,
  ZAdminUserDetailResponse,
  ZAdminUserListQuery,
  ZAdminUserListResponse,
  ZAdminUserUpdate,
} from '../../../shared/schemas/admin-users';
import { ZAdminUserSearch, ZAdminUserSearchResponse } from '../../../shared/schemas/auth';
import { ZMessageResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../http/auth';
import { isUuid } from '../../http/uuid';
import { toUserDto } from '../auth/api';
import { dpaPdf } from '../dpa/api';
import { searchUsers } from './queries';
import {
  ADMIN_USER_MESSAGES,
  deleteUserByAdmin,
  sendPasswordResetByAdmin,
  updateUserByAdmin,
} from './user-actions';
import { getUserForAdmin, listUsersForAdmin } from './user-directory';

const TAGS = ['administration'];
const userParams = z.object({ id: z.string() });

/** Back-office routes (administrators only); every write is audited with its reason (ADR 0029). */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users/search',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Rechercher des utilisateurs (nom, email, raison sociale)',
          description:
            'Les 50 comptes les plus récents qui correspondent ; `total` compte toutes les correspondances.',
          security: BEARER,
          querystring: ZAdminUserSearch,
          response: { 200: ZAdminUserSearchResponse },
        },
      },
      async (request) => {
        const found = await searchUsers(deps.database.db, request.query.q);
        return { success: true as const, users: found.users.map(toUserDto), total: found.total };
      },
    );

    app.get(
      '/api/admin/users',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Lister les comptes (recherche, filtres, pages)',
          description:
            'Du plus récent au plus ancien ; `q` cherche dans le nom, l’e-mail et la raison sociale. Les comptes supprimés n’apparaissent qu’avec `status=deleted`. `bookingsThisMonth` : rendez-vous non annulés commençant ce mois-ci (heure de Paris).',
          security: BEARER,
          querystring: ZAdminUserListQuery,
          response: { 200: ZAdminUserListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await listUsersForAdmin(deps, request.query)) }),
    );

    app.get(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Fiche d’un compte : profil, DPA, rendez-vous, sessions, journal',
          security: BEARER,
          params: userParams,
          response: { 200: ZAdminUserDetailResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await getUserForAdmin(deps, request.params.id)) }),
    );

    app.patch(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Suspendre ou réactiver un compte, marquer son e-mail vérifié (motif requis)',
          description:
            'Une suspension ferme toutes les sessions du compte et ses connexions temps réel ; il ne peut plus se connecter et sa page de réservation est fermée. Un changement qui ne change rien répond 409. Chaque changement est inscrit au journal d’audit.',
          security: BEARER,
          params: userParams,
          body: ZAdminUserUpdate,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        const message = await updateUserByAdmin(deps, actorOf(request), request.params.id, request.body);
        return { success: true as const, message };
      },
    );

    app.post(
      '/api/admin/users/:id/password-reset',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Envoyer au compte un lien de réinitialisation du mot de passe (motif requis)',
          security: BEARER,
          params: userParams,
          body: ZAdminReason,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        const message = await sendPasswordResetByAdmin(
          deps,
          actorOf(request),
          request.params.id,
          request.body.reason,
        );
        return { success: true as const, message };
      },
    );

    app.delete(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Supprimer un compte professionnel (motif requis)',
          description:
            'La même suppression que celle du professionnel lui-même : rendez-vous à venir annulés (clients prévenus), données personnelles effacées, sessions fermées. Refusée (403) pour un administrateur.',
          security: BEARER,
          params: userParams,
          body: ZAdminReason,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        const message = await deleteUserByAdmin(
          deps,
          actorOf(request),
          request.params.id,
          request.body.reason,
        );
        return { success: true as const, message };
      },
    );

    app.get(
      '/api/admin/users/:id/dpa/:dpaId/pdf',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Télécharger le DPA d’un compte en PDF',
          security: BEARER,
          params: z.object({ id: z.string(), dpaId: z.string() }),
        },
      },
      async (request, reply) => {
        const { id, dpaId } = request.params;
        if (!isUuid(id) || !isUuid(dpaId)) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
        const { filename, pdf } = await dpaPdf(deps, id, dpaId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
