import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
import { M } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { recordImpersonatedWrite } from '../modules/auth/impersonation-trail';
import { AppError } from './app-error';
import { authenticate, getAuth, isAdminRole } from './auth';

/**
 * Who may call a route, declared once in its options as `config: { access }`:
 * - public: anyone, signed in or not;
 * - token: anyone holding the secret the handler checks itself (a client's booking link, an
 *   e-mailed link, an iCal address, or the session token of logout/refresh, even expired);
 * - user: any signed-in account;
 * - provider: a signed-in account of role client (an administrator has no agenda: 403);
 * - admin: a signed-in administrator (everyone else signed in: 403).
 * `ownerOnly: true` beside a signed-in level also refuses impersonated sessions.
 */
export const ACCESS_LEVELS = ['public', 'token', 'user', 'provider', 'admin'] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
    /**
     * Only the account's holder may call it: a session an administrator opened to act as the user
     * (impersonation) gets 403 IMPERSONATION_FORBIDDEN (docs/decisions/0030).
     */
    ownerOnly?: boolean;
    /**
     * A machine-to-machine call authenticated by its own signature (Stripe's webhook): no
     * browser sends it, so no XSRF pair is asked for.
     */
    csrfExempt?: boolean;
  }
  interface FastifyInstance {
    /** Every route with its access level, as registered: the route-table tests iterate it. */
    routeAccess: TRouteAccess[];
  }
}

export type TRouteAccess = {
  method: string;
  url: string;
  access: TAccess;
  ownerOnly: boolean;
  schema: FastifySchema | undefined;
};

/** OpenAPI `security` of the routes that need a session token. */
export const BEARER = [{ bearer: [] }];

/** Routes registered by plugins we do not write: the built web app's files and the API documentation. */
function foreignRouteAccess(url: string): TAccess | undefined {
  if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return 'public';
  return undefined;
}

export const IMPERSONATION_FORBIDDEN_MESSAGE =
  "Action réservée au titulaire du compte : elle est impossible lorsque l'administration est connectée à sa place.";

/** The refusal of an owner-only route to a session an administrator opened for the user. */
export function impersonationForbiddenError(): AppError {
  return new AppError('IMPERSONATION_FORBIDDEN', IMPERSONATION_FORBIDDEN_MESSAGE);
}

function guardFor(deps: AppDeps, access: TAccess, ownerOnly: boolean): onRequestHookHandler | undefined {
  if (access === 'public' || access === 'token') return undefined;
  return async (request: FastifyRequest) => {
    const auth = await authenticate(deps, request);
    const allowed =
      access === 'user' ||
      (access === 'admin' && isAdminRole(auth.user.role)) ||
      (access === 'provider' && auth.user.role === 'client');
    if (!allowed) throw new AppError('FORBIDDEN', M.login.forbidden);
    if (ownerOnly && auth.session.impersonatorId !== null) throw impersonationForbiddenError();
    request.auth = auth;
  };
}

/**
 * The one place that guards routes: each route's declared access adds its check as the first
 * onRequest hook of the route, so a guest gets 401 (and a wrong role 403) before the body is even
 * read. An /api route without a declared access stops the app from starting.
 */
export function registerAccessControl(app: FastifyInstance, deps: AppDeps): void {
  const table: TRouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? foreignRouteAccess(route.url);
    const methods = [route.method].flat();
    if (!access || !(ACCESS_LEVELS as readonly string[]).includes(access)) {
      throw new Error(
        `${methods.join(',')} ${route.url} : déclarez config.access (${ACCESS_LEVELS.join(', ')})`,
      );
    }
    const ownerOnly = route.config?.ownerOnly === true;
    if (ownerOnly && (access === 'public' || access === 'token')) {
      throw new Error(`${methods.join(',')} ${route.url} : ownerOnly exige un accès user, provider ou admin`);
    }
    const guard = guardFor(deps, access, ownerOnly);
    if (guard) {
      route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
      // Every write an administrator makes as a user is in the audit log before it runs.
      route.preHandler = [
        (request: FastifyRequest) => recordImpersonatedWrite(deps, request),
        ...[route.preHandler ?? []].flat(),
      ];
    }
    for (const method of methods) {
      // Fastify adds a HEAD route for each GET: it is the same route.
      if (method !== 'HEAD') table.push({ method, url: route.url, access, ownerOnly, schema: route.schema });
    }
  });
}

/** The provider id (= user id) of a request that passed the 'provider' access check. */
export function providerIdOf(request: FastifyRequest): string {
  return getAuth(request).user.id;
}
