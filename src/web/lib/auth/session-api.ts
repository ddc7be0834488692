import type { TSessionResponse, TUser } from '../../../shared/schemas/auth';
import { apiRequest } from '../api-client';

/** The session calls the auth layer itself makes (SPEC §7); screens own their other requests. */
export type TSessionApi = {
  verifyToken: () => Promise<TUser>;
  refreshToken: (input: { email: string; rememberMe: boolean }) => Promise<TSessionResponse>;
  logout: (token: string | null) => Promise<void>;
  /** Ends the administrator's session as a user (impersonation); the answer does not matter. */
  endImpersonation: (token: string | null) => Promise<void>;
};

// The response checks load while the request travels.
const loadParsers = () => import('./session-parsers');

export const sessionApi: TSessionApi = {
  async verifyToken() {
    const [body, parsers] = await Promise.all([
      apiRequest<unknown>('/api/auth/verify-token', { silent401: true }),
      loadParsers(),
    ]);
    return parsers.parseUserResponse(body);
  },
  async refreshToken(input) {
    // The current (possibly expired) token travels as the Bearer: the server never renews from an e-mail alone.
    const [body, parsers] = await Promise.all([
      apiRequest<unknown>('/api/auth/refresh-token', { method: 'POST', body: input, silent401: true }),
      loadParsers(),
    ]);
    return parsers.parseSessionResponse(body);
  },
  async logout(token) {
    await apiRequest('/api/auth/logout', { method: 'POST', token, silent401: true });
  },
  async endImpersonation(token) {
    await apiRequest('/api/auth/impersonation/end', { method: 'POST', token, silent401: true });
  },
};
