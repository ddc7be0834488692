import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../shared/schemas/common';
import {
  ZOptionsResponse,
  ZRegisterOptions,
  ZRegisterVerify,
  ZRenameKey,
  ZSecurityKeyResponse,
  ZSecurityKeysResponse,
} from '../../../shared/schemas/webauthn';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { deleteOwnKey, KEY_MESSAGES, listKeys, renameOwnKey } from './keys-service';
import { REGISTER_MESSAGES, registerKey, registrationOptions } from './register-service';

const TAGS = ['sécurité'];
const ZKeyParams = z.object({ id: z.string().min(1).max(1400) });

/** The « Sécurité » page's keys: add one (password typed again), list, rename, delete. */
export function webauthnKeyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/webauthn/register/options',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Préparer l’ajout d’une clé de sécurité (mot de passe exigé)',
          description:
            'Refusé (403 IMPERSONATION_FORBIDDEN) quand l’administration est connectée à sa place. Défi valable 5 minutes.',
          security: BEARER,
          body: ZRegisterOptions,
          response: { 200: ZOptionsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Options d’enregistrement générées',
        options: { ...(await registrationOptions(deps, getAuth(request).user, request.body.password)) },
      }),
    );

    app.post(
      '/api/webauthn/register/verify',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Enregistrer la clé de sécurité (le titulaire est prévenu par e-mail)',
          security: BEARER,
          body: ZRegisterVerify,
          response: { 201: ZSecurityKeyResponse },
        },
      },
      async (request, reply) => {
        const credential = await registerKey(deps, getAuth(request).user, request.body);
        return reply
          .status(201)
          .send({ success: true as const, message: REGISTER_MESSAGES.added, credential });
      },
    );

    app.get(
      '/api/webauthn/credentials',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Mes clés de sécurité',
          security: BEARER,
          response: { 200: ZSecurityKeysResponse },
        },
      },
      async (request) => ({ success: true as const, keys: await listKeys(deps, getAuth(request).user.id) }),
    );

    app.patch(
      '/api/webauthn/credentials/:id',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Renommer une de mes clés de sécurité',
          security: BEARER,
          params: ZKeyParams,
          body: ZRenameKey,
          response: { 200: ZSecurityKeyResponse },
        },
      },
      async (request) => {
        const credential = await renameOwnKey(
          deps,
          getAuth(request).user.id,
          request.params.id,
          request.body.name,
        );
        return { success: true as const, message: KEY_MESSAGES.renamed, credential };
      },
    );

    app.delete(
      '/api/webauthn/credentials/:id',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Supprimer une de mes clés de sécurité (le mot de passe reste valable)',
          security: BEARER,
          params: ZKeyParams,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await deleteOwnKey(deps, getAuth(request).user, request.params.id);
        return { success: true as const, message: KEY_MESSAGES.deleted };
      },
    );
  };
}
