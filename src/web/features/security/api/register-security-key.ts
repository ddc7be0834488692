import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { WEBAUTHN_MESSAGES, ZSecurityKey } from '../../../../shared/schemas/webauthn';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { SECURITY_KEYS_QUERY_KEY } from './get-security-keys';

const ZCreationOptionsResponse = z.object({ options: z.record(z.string(), z.unknown()) });
const ZRegisteredResponse = z.object({ credential: ZSecurityKey });

/** The browser ceremony failed or was cancelled: « Erreur WebAuthn » (SPEC §8). */
export class CeremonyError extends Error {}

export type TRegisterKeyInput = { password: string; name: string };

/**
 * POST /api/webauthn/register/options {password} (re-authentication), the browser ceremony, then
 * POST /api/webauthn/register/verify {credential, name}. The wrong password is a 401 of its own.
 */
export async function registerSecurityKey({ password, name }: TRegisterKeyInput) {
  const body = await apiRequest<unknown>('/api/webauthn/register/options', {
    method: 'POST',
    body: { password },
    silent401: true,
  });
  const { options } = parseResponse(ZCreationOptionsResponse, body);
  const { startRegistration } = await import('@simplewebauthn/browser');
  let credential: unknown;
  try {
    credential = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch {
    throw new CeremonyError(WEBAUTHN_MESSAGES.error);
  }
  const verified = await apiRequest<unknown>('/api/webauthn/register/verify', {
    method: 'POST',
    body: { credential, name },
  });
  return parseResponse(ZRegisteredResponse, verified).credential;
}

export function useRegisterSecurityKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerSecurityKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEYS_QUERY_KEY }),
  });
}
