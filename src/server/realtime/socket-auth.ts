import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError } from '../http/app-error';
import { authenticate, isAdminRole, SESSION_MESSAGES } from '../http/auth';

export type TSocketAuthResult =
  | { ok: true; userId: string; sessionId: string; isAdmin: boolean }
  | { ok: false; message: string };

/**
 * The socket's token goes through exactly the HTTP check (signature, lifetime, live session, existing
 * user): `authenticate` only reads the Authorization header of the request it is given.
 */
export async function verifySocketToken(deps: AppDeps, token: string): Promise<TSocketAuthResult> {
  const request = { headers: { authorization: `Bearer ${token}` } } as FastifyRequest;
  try {
    const auth = await authenticate(deps, request);
    return {
      ok: true,
      userId: auth.user.id,
      sessionId: auth.session.id,
      isAdmin: isAdminRole(auth.user.role),
    };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message };
    throw err;
  }
}

export const MISSING_TOKEN_MESSAGE = SESSION_MESSAGES.required;
