import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfileUpdate, ZProfileUpdateResponse, ZUserResponse } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { getAuth, invalidSessionError } from '../../http/auth';
import { describeImpersonation, toUserDto, updateAccountDetails } from '../auth/api';
import { toProfileFields } from './profile';

const TAGS = ['compte'];
const bearer = [{ bearer: [] }];
export const PROFILE_UPDATED = 'Profil mis à jour';

/** The signed-in user's own account: read it, update the professional details (SPEC §7). */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/auth/profile',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Lire mon profil',
          security: bearer,
          response: { 200: ZUserResponse },
        },
      },
      async (request) => {
        const { user, session } = getAuth(request);
        return {
          success: true as const,
          user: toUserDto(user),
          impersonation: await describeImpersonation(deps, session),
        };
      },
    );

    app.put(
      '/api/auth/profile',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Mettre à jour mon profil (nom, siret, adresse, telephone)',
          security: bearer,
          body: ZProfileUpdate,
          response: { 200: ZProfileUpdateResponse },
        },
      },
      async (request) => {
        const { user } = getAuth(request);
        const updated = await updateAccountDetails(
          deps.database.db,
          user.id,
          toProfileFields(request.body),
          deps.now(),
        );
        // The account was deleted between authentication and the update.
        if (!updated) throw invalidSessionError();
        return { success: true as const, message: PROFILE_UPDATED, user: toUserDto(updated) };
      },
    );
  };
}
