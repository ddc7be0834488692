import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_KEY_MESSAGES,
  ZApiKeysResponse,
  ZCreateApiKey,
  ZCreatedApiKeyResponse,
} from '../../../shared/schemas/api-keys';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { insertApiKey, listApiKeys, revokeApiKey } from './queries';
import { hashApiKeySecret, newApiKeySecret, shownPrefixOf } from './secret';

const TAGS = ['intégrations'];
const OWNER_ONLY =
  'Réservé au titulaire du compte : refusé (403) lorsque l’administration est connectée à sa place.';

/** « Clés d'API » (issue 36): the provider creates, lists and revokes the keys of /api/v1. */
export function apiKeyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/api-keys',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Mes clés d’API',
          description: `Les clés actives, la plus récente d’abord ; jamais leur secret. ${OWNER_ONLY}`,
          security: BEARER,
          response: { 200: ZApiKeysResponse },
        },
      },
      async (request) => ({
        success: true as const,
        apiKeys: await listApiKeys(deps.database.db, providerIdOf(request)),
      }),
    );

    app.post(
      '/api/api-keys',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Créer une clé d’API',
          description: `Le secret (\`crn_live_…\`) n’est renvoyé qu’une fois : seule son empreinte SHA-256 est gardée. ${OWNER_ONLY}`,
          security: BEARER,
          body: ZCreateApiKey,
          response: { 201: ZCreatedApiKeyResponse },
        },
      },
      async (request, reply) => {
        const secret = newApiKeySecret();
        const apiKey = await insertApiKey(deps.database.db, {
          providerId: providerIdOf(request),
          name: request.body.name,
          scopes: request.body.scopes,
          prefix: shownPrefixOf(secret),
          hash: hashApiKeySecret(secret),
        });
        return reply.status(201).send({ success: true as const, apiKey, secret });
      },
    );

    app.delete(
      '/api/api-keys/:id',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Révoquer une clé d’API',
          description: `La clé est refusée dès la réponse. ${OWNER_ONLY}`,
          security: BEARER,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const revoked =
          isUuid(id) && (await revokeApiKey(deps.database.db, id, providerIdOf(request), deps.now()));
        if (!revoked) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
        return { success: true as const };
      },
    );
  };
}
