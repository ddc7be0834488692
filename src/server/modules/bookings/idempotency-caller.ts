import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../../http/csrf';

/**
 * Who sent a public request, as only their browser knows it (ADR 0022): the XSRF-TOKEN cookie,
 * which every state-changing request without a Bearer header must carry and echo, so the
 * legitimate page always sends it; another visitor who learnt the Idempotency-Key does not have
 * it. A request that skipped the CSRF check with an Authorization header is known by that header.
 */
export function publicCallerOf(request: FastifyRequest): string {
  const cookie = request.cookies[CSRF_COOKIE] ?? '';
  const authorization = request.headers.authorization ?? '';
  return `xsrf:${cookie}\nauthorization:${authorization}`;
}

/** A signed-in provider is known by their account, whatever the browser or session. */
export function accountCallerOf(userId: string): string {
  return `user:${userId}`;
}
