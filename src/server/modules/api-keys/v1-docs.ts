import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { API_KEY_SCOPES, type TApiKeyScope } from '../../../shared/schemas/api-keys';
import { ZErrorBody } from '../../../shared/schemas/common';
import { V1_MESSAGES } from './v1-auth';

/** OpenAPI `security` of /api/v1: the key in the Bearer header (scheme `apiKey` in the document). */
export const V1_SECURITY = [{ apiKey: [] }];

/**
 * The options every /api/v1 route declares: the key check is the plugin's own hook (so the access
 * table lists them as `token`: the secret is checked by the route's code, not a session), no XSRF
 * pair (no browser sends them), and the scope the key needs.
 */
export function v1RouteConfig(apiScope: TApiKeyScope): FastifyContextConfig {
  return { access: 'token', csrfExempt: true, apiScope };
}

/** The sentence each route's description ends with: its scope and the common answers. */
export function v1Description(scope: TApiKeyScope, text: string): string {
  return `${text}\n\nAutorisation requise : \`${scope}\`. 401 sans clé valide, 403 sans l’autorisation, 404 pour une ressource d’un autre compte, 429 au-delà de 120 requêtes par minute et par clé (en-têtes \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\`, \`Retry-After\`).`;
}

export type TShownExample = { schema: z.ZodType; example: unknown };

const shown: TShownExample[] = [];

/**
 * The schema with its example in the OpenAPI document: zod's `examples` metadata, which
 * @fastify/swagger moves to the media type's `example`. Each example is kept with its schema so
 * that openapi.int.test.ts parses every one the document shows: an example that drifts from its
 * schema fails there. Call it where the example is defined (module level), once, not per request.
 */
export function withExample<S extends z.ZodType>(schema: S, example: z.input<S>, description?: string): S {
  shown.push({ schema, example });
  return schema.meta({ examples: [example], ...(description && { description }) });
}

/** Every example withExample attached, with its schema. */
export function shownExamples(): readonly TShownExample[] {
  return shown;
}

/** The wait the 429 example names; any number of seconds up to the minute's window. */
const RATE_LIMITED_SECONDS = 42;

const UNAUTHORIZED = withExample(
  ZErrorBody,
  { success: false, code: 'UNAUTHORIZED', message: V1_MESSAGES.unauthorized },
  'Clé d’API manquante, inconnue ou révoquée (ou compte supprimé).',
);

const RATE_LIMITED = withExample(
  ZErrorBody,
  {
    success: false,
    code: 'RATE_LIMITED',
    message: V1_MESSAGES.rateLimited(RATE_LIMITED_SECONDS),
    retryAfter: RATE_LIMITED_SECONDS,
  },
  'Plus de 120 requêtes dans la minute pour cette clé : réessayer après `retryAfter` secondes (en-tête `Retry-After`).',
);

const FORBIDDEN = Object.fromEntries(
  API_KEY_SCOPES.map((scope) => [
    scope,
    withExample(
      ZErrorBody,
      { success: false, code: 'FORBIDDEN', message: V1_MESSAGES.forbidden(scope) },
      `La clé n’a pas l’autorisation \`${scope}\` (ou le compte est suspendu : \`ACCOUNT_SUSPENDED\`).`,
    ),
  ]),
) as Record<TApiKeyScope, typeof ZErrorBody>;

/** A 404 of an /api/v1 route, with the message its module sends. */
export function v1NotFound(message: string): typeof ZErrorBody {
  return withExample(
    ZErrorBody,
    { success: false, code: 'NOT_FOUND', message },
    'Introuvable, ou d’un autre compte.',
  );
}

/**
 * The answers of an /api/v1 route: its own (the success, a 404…), then the refusals of the key
 * check every v1 route may give, each with the body the error handler really sends.
 */
export function v1Responses<R extends Record<number, z.ZodType>>(scope: TApiKeyScope, own: R) {
  return { ...own, 401: UNAUTHORIZED, 403: FORBIDDEN[scope], 429: RATE_LIMITED };
}
