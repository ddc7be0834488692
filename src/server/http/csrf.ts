import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { HASHED_DIR } from './static';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function equal(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A request carrying its own Bearer token cannot be forged by another site: no cookie is trusted. */
function usesBearer(request: FastifyRequest): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

/**
 * Whether the router sent the request to an /api route. The route's own pattern, not the raw URL:
 * the router decodes the path, so `/%61pi/contact` reaches /api/contact without starting with /api/.
 */
function reachesApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/**
 * Double-submit cookie (SPEC §7): the server hands out XSRF-TOKEN (readable by our scripts,
 * SameSite=Lax); every state-changing request routed to /api that does not authenticate with a Bearer
 * header must echo it in X-XSRF-TOKEN. Another site can neither read the cookie nor set the header.
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    let token = request.cookies[CSRF_COOKIE];
    // A hashed file is cached for a year, by shared caches too: it never sets a cookie. The page
    // that loads it, and every API answer, hands one out.
    if (!token && !request.url.startsWith(HASHED_DIR)) {
      token = randomBytes(32).toString('base64url');
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !reachesApiRoute(request) || usesBearer(request)) return;
    if (request.routeOptions.config.csrfExempt) return;
    const header = request.headers[CSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie || !sent || !equal(cookie, sent)) {
      throw new AppError(
        'FORBIDDEN',
        'Jeton de sécurité (CSRF) manquant ou invalide. Rechargez la page et réessayez.',
        {
          extra: { csrf: true },
        },
      );
    }
  });
}
