import type { ApiError } from '../parse-api-error';

export type TTokenClaims = {
  id?: string;
  email?: string;
  name?: string;
  role?: string;
  /** The administrator acting as the user: set on an impersonation token only (docs/decisions/0030). */
  imp?: string;
  /** The token's end, in seconds since 1970. */
  exp?: number;
};

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads the payload of a JWT without checking its signature: the server checks it on every call;
 * the browser only needs the identity it carries (impersonation, SPEC §4).
 */
export function decodeTokenClaims(token: string): TTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    if (typeof claims !== 'object' || claims === null) return null;
    return {
      id: readString(claims.id) ?? readString(claims.sub),
      email: readString(claims.email),
      name: readString(claims.name),
      role: readString(claims.role),
      imp: readString(claims.imp),
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return null;
  }
}

/** SPEC §4: a 401 whose message or error text says 'jwt expired'. */
export function isJwtExpiredError(error: ApiError): boolean {
  if (error.status !== 401) return false;
  const texts = [error.body?.message, error.body?.error, error.message];
  return texts.some((t) => typeof t === 'string' && t.toLowerCase().includes('jwt expired'));
}
