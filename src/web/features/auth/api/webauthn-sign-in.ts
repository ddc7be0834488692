import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { type TSessionResponse, ZSessionResponse } from '../../../../shared/schemas/auth';
import { WEBAUTHN_MESSAGES, ZHasKeyResponse, ZOptionsResponse } from '../../../../shared/schemas/webauthn';
import { apiRequest } from '../../../lib/api-client';
import { parseApiError } from '../../../lib/parse-api-error';
import { parseResponse } from '../../../lib/parse-response';

/** GET /api/webauthn/credential?email= (SPEC §7): does this address have a security key. */
export async function fetchHasKey(email: string): Promise<boolean> {
  const body = await apiRequest<unknown>(`/api/webauthn/credential?email=${encodeURIComponent(email)}`);
  return parseResponse(ZHasKeyResponse, body).hasKey;
}

export function useHasKeyQuery(email: string | null) {
  return useQuery({
    queryKey: ['webauthn', 'has-key', email],
    queryFn: () => fetchHasKey(email ?? ''),
    enabled: email !== null,
    staleTime: 60_000,
  });
}

export type TKeySignInInput = { email?: string; rememberMe: boolean; autofill?: boolean };

/** Raised with the SPEC §8 message to show: the ceremony's or the server's. */
export class KeySignInError extends Error {}

/**
 * options → browser ceremony → verify. The library is loaded on demand so the login bundle stays small.
 * A refused or cancelled ceremony is « Erreur WebAuthn »; a server refusal keeps the server's message.
 */
export async function signInWithKey({
  email,
  rememberMe,
  autofill,
}: TKeySignInInput): Promise<TSessionResponse> {
  const server = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new KeySignInError(parseApiError(error, WEBAUTHN_MESSAGES.failed).message);
    }
  };
  const { options } = await server(async () =>
    parseResponse(
      ZOptionsResponse,
      await apiRequest<unknown>('/api/webauthn/authenticate/options', { method: 'POST', body: { email } }),
    ),
  );
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let credential: unknown;
  try {
    credential = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill ?? false,
    });
  } catch {
    throw new KeySignInError(WEBAUTHN_MESSAGES.error);
  }
  return server(async () =>
    parseResponse(
      ZSessionResponse,
      await apiRequest<unknown>('/api/webauthn/authenticate/verify', {
        method: 'POST',
        body: { email, credential, rememberMe },
        silent401: true,
      }),
    ),
  );
}
