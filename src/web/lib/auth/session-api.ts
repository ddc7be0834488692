import {
  type TSessionResponse,
  type TUser,
  ZSessionResponse,
  ZUserResponse,
} from '../../../shared/schemas/auth';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

/** The session calls the auth layer itself makes (SPEC §7); screens own their other requests. */
export type TSessionApi = {
  verifyToken: () => Promise<TUser>;
  refreshToken: (input: { email: string; rememberMe: boolean }) => Promise<TSessionResponse>;
  logout: (token: string | null) => Promise<void>;
};

export const sessionApi: TSessionApi = {
  async verifyToken() {
    const body = await apiRequest<unknown>('/api/auth/verify-token', { silent401: true });
    return parseResponse(ZUserResponse, body).user;
  },
  async refreshToken(input) {
    // The current (possibly expired) token travels as the Bearer: the server never renews from an e-mail alone.
    const body = await apiRequest<unknown>('/api/auth/refresh-token', {
      method: 'POST',
      body: input,
      silent401: true,
    });
    return parseResponse(ZSessionResponse, body);
  },
  async logout(token) {
    await apiRequest('/api/auth/logout', { method: 'POST', token, silent401: true });
  },
};
