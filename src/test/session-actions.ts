import type { LightMyRequestResponse } from 'fastify';
import { linkIn, type TestApp } from './app';

/** The whole recovery flow through the API: forgot-password, the e-mailed link, the new password. */
export async function resetPasswordByEmail(t: TestApp, email: string, password: string): Promise<void> {
  const asked = await t.post('/api/auth/forgot-password', { email });
  if (asked.statusCode !== 200) throw new Error(`forgot-password: ${asked.statusCode}`);
  const token = linkIn(await t.lastEmailTo(email), '/reset-password/')
    .pathname.split('/')
    .pop();
  const reset = await t.post('/api/auth/reset-password', { token, password });
  if (reset.statusCode !== 200) throw new Error(`reset-password: ${reset.statusCode} ${reset.body}`);
}

/** DELETE /api/account with the account's token and password. */
export function deleteAccount(
  t: Pick<TestApp, 'app'>,
  token: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { authorization: `Bearer ${token}` },
    payload: { password },
  });
}
