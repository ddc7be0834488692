import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminUserSearch, ZAdminUserSearchResponse } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { toUserDto } from '../auth/api';
import { searchUsers } from './queries';

/** Back-office routes (administrators only). */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users/search',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['administration'],
          summary: 'Rechercher des utilisateurs (nom, email, raison sociale)',
          description:
            'Les 50 comptes les plus récents qui correspondent ; `total` compte toutes les correspondances.',
          security: [{ bearer: [] }],
          querystring: ZAdminUserSearch,
          response: { 200: ZAdminUserSearchResponse },
        },
      },
      async (request) => {
        const found = await searchUsers(deps.database.db, request.query.q);
        return { success: true as const, users: found.users.map(toUserDto), total: found.total };
      },
    );
  };
}
