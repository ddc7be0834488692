import { expect } from 'vitest';
import type { TestApp } from './app';
import type { TTestUser } from './factories';
import { SoftAuthenticator } from './soft-authenticator';

/** Registers a new software key for the signed-in user through the API, as the « Sécurité » page does. */
export async function registerSoftKey(
  t: TestApp,
  user: TTestUser,
  token: string,
  name = 'Clé du bureau',
): Promise<SoftAuthenticator> {
  const key = new SoftAuthenticator();
  const options = await t.post('/api/webauthn/register/options', { password: user.password }, { token });
  expect(options.statusCode).toBe(200);
  const verify = await t.post(
    '/api/webauthn/register/verify',
    { name, credential: key.attest(options.json().options) },
    { token },
  );
  expect(verify.statusCode).toBe(201);
  return key;
}

/** Options for a sign-in: by e-mail, or discoverable (no e-mail). */
export async function signInOptions(t: TestApp, email?: string): Promise<{ challenge: string }> {
  const response = await t.post('/api/webauthn/authenticate/options', email ? { email } : {});
  expect(response.statusCode).toBe(200);
  return response.json().options;
}

export const verifySignIn = (t: TestApp, body: Record<string, unknown>) =>
  t.post('/api/webauthn/authenticate/verify', body);
