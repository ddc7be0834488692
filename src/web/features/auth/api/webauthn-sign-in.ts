import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type TSessionResponse, ZSessionResponse } from '../../../../shared/schemas/auth';
import { WEBAUTHN_MESSAGES, ZOptionsResponse } from '../../../../shared/schemas/webauthn';
import { apiRequest } from '../../../lib/api-client';
import { parseApiError } from '../../../lib/parse-api-error';
import { parseResponse } from '../../../lib/parse-response';

export type TKeySignInInput = { email?: string; rememberMe: boolean; autofill?: boolean };

/**
 * Raised with the SPEC §8 message to show: the server's, or « Erreur WebAuthn » when the browser's
 * ceremony failed (`ceremony`): no key answered — cancelled, or none registered for that address.
 */
export class KeySignInError extends Error {
  readonly ceremony: boolean;

  constructor(message: string, ceremony = false) {
    super(message);
    this.ceremony = ceremony;
  }
}

/**
 * Said under « Erreur WebAuthn » when no key answered for a typed address. The server does not tell
 * whether the address has a key (ADR 0041): an address without one gets options no key satisfies.
 */
export const NO_KEY_ANSWERED =
  "Aucune clé de sécurité enregistrée pour cette adresse n'a répondu. Vérifiez l'adresse e-mail, présentez la bonne clé ou connectez-vous avec votre mot de passe.";

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
    throw new KeySignInError(WEBAUTHN_MESSAGES.error, true);
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
