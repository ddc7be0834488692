import type { FastifyContextConfig } from 'fastify';
import type { TApiKeyScope } from '../../../shared/schemas/api-keys';

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
