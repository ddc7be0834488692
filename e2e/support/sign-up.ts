import { expect } from 'vitest';
import type { SmtpListener } from '../../src/test/smtp-listener';

export type TNewProvider = { name: string; email: string; password: string };

/**
 * A new provider, as journeys that start after sign-up need one: a real sign-up through the API
 * (with the CSRF cookie it needs), verified with the link the SMTP listener received. Never the
 * demo accounts, which other journeys running at the same time use.
 */
export async function registerVerifiedProvider(
  baseUrl: string,
  smtp: SmtpListener,
  provider: TNewProvider,
): Promise<void> {
  const health = await fetch(`${baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ name: provider.name, email: provider.email, password: provider.password }),
  });
  expect(registered.status).toBe(201);
  const mail = await smtp.waitFor((m) => JSON.stringify(m.to ?? '').includes(provider.email));
  const token = /\/verify-email\/([\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(token, 'lien de vérification dans l’e-mail').toBeDefined();
  const verified = await fetch(`${baseUrl}/api/auth/verify-email/${token}`, {
    headers: { accept: 'application/json' },
  });
  expect(verified.status).toBe(200);
}
