import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TApiKeyScope } from '../../../shared/schemas/api-keys';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/auth';
import { hitRateLimit, type TRateRule } from '../../http/rate-limit';
import { assertAccountActive, findUserById } from '../auth/api';
import { findLiveKey, touchApiKey } from './queries';
import { hashApiKeySecret, looksLikeApiKey } from './secret';

/** Per key, not per address: two keys of one provider have their own buckets. */
export const API_KEY_RATE_RULE: TRateRule = { limit: 120, windowSeconds: 60 };

export const V1_MESSAGES = {
  unauthorized:
    'Clé d’API manquante ou invalide : envoyez « Authorization: Bearer crn_live_… » avec une clé active.',
  forbidden: (scope: TApiKeyScope) => `Cette clé d’API n’a pas l’autorisation « ${scope} ».`,
  rateLimited: (seconds: number) =>
    `Trop de requêtes pour cette clé d’API. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
} as const;

/** Who is calling /api/v1: a key and the provider it belongs to. */
export type TApiCaller = { keyId: string; providerId: string; scopes: TApiKeyScope[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /api/v1 key check (api-keys/v1-auth.ts); read it with apiCallerOf(request). */
    apiCaller?: TApiCaller;
  }
  interface FastifyContextConfig {
    /** The scope an /api/v1 route needs: a key without it gets 403. */
    apiScope?: TApiKeyScope;
  }
}

/** The rate-limit key of one API key in the shared rate_limits table. */
export function apiKeyRateKey(keyId: string): string {
  return `api-key:${keyId}`;
}

export function apiCallerOf(request: FastifyRequest): TApiCaller {
  if (!request.apiCaller) throw new AppError('UNAUTHORIZED', V1_MESSAGES.unauthorized);
  return request.apiCaller;
}

async function checkApiKey(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  // A session token (or nothing) is not a key: /api/v1 takes keys only.
  if (!token || !looksLikeApiKey(token)) throw new AppError('UNAUTHORIZED', V1_MESSAGES.unauthorized);
  const db = deps.database.db;
  const key = await findLiveKey(db, hashApiKeySecret(token));
  if (!key) throw new AppError('UNAUTHORIZED', V1_MESSAGES.unauthorized);
  // A suspended account's keys stop with its sessions (403 ACCOUNT_SUSPENDED); a deleted one's are 401.
  const owner = await findUserById(db, key.providerId);
  if (!owner || owner.deletedAt) throw new AppError('UNAUTHORIZED', V1_MESSAGES.unauthorized);
  assertAccountActive(owner);
  const now = deps.now();
  const rate = await hitRateLimit(db, apiKeyRateKey(key.id), API_KEY_RATE_RULE, now);
  reply.header('ratelimit-limit', String(API_KEY_RATE_RULE.limit));
  reply.header('ratelimit-remaining', String(Math.max(0, API_KEY_RATE_RULE.limit - rate.count)));
  reply.header('ratelimit-reset', String(rate.retryAfterSeconds));
  if (!rate.allowed) {
    throw new AppError('RATE_LIMITED', V1_MESSAGES.rateLimited(rate.retryAfterSeconds), {
      extra: { retryAfter: rate.retryAfterSeconds },
    });
  }
  const scope = request.routeOptions.config.apiScope;
  if (scope && !key.scopes.includes(scope)) throw new AppError('FORBIDDEN', V1_MESSAGES.forbidden(scope));
  await touchApiKey(db, key.id, now);
  request.apiCaller = { keyId: key.id, providerId: key.providerId, scopes: key.scopes };
}

/**
 * Guards every route of the plugin it is called in (/api/v1): a live key in the Bearer header,
 * then the key's rate limit (RateLimit-* headers on every answer), then the route's scope.
 */
export function guardWithApiKey(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', (request, reply) => checkApiKey(deps, request, reply));
}
