import type { FastifyRequest } from 'fastify';
import { M } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authenticate, getAuth } from '../../http/auth';

/**
 * Hook for provider routes (set-up, agenda): a signed-in user of role client. Run on onRequest so
 * a guest gets 401 before the body is even validated; an administrator has no booking page: 403.
 */
export function requireProvider(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = await authenticate(deps, request);
    if (auth.user.role !== 'client') throw new AppError('FORBIDDEN', M.login.forbidden);
    request.auth = auth;
  };
}

/** The provider id (= user id) of a request that passed requireProvider. */
export function providerIdOf(request: FastifyRequest): string {
  return getAuth(request).user.id;
}

export const BEARER = [{ bearer: [] }];
