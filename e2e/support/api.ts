import { TEST_SELLER } from '../../src/test/seller';
import { DEMO_ADMIN } from './sign-in';
/** Calls to the built server's API as a signed-in user, for journeys that prepare data quickly. */

export type TApiAnswer = { status: number; json: Record<string, unknown> };

/** Signs in through the API (with the CSRF cookie the login needs); returns the user's id and bearer token. */
export async function apiLogin(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<{ token: string; userId: string }> {
  const csrf = await fetch(`${baseUrl}/api/health`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (res.status !== 200) throw new Error(`connexion refusée (${res.status}) : ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id };
}

/** One request with the bearer token (no CSRF cookie: a bearer call needs none). */
export async function api(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<TApiAnswer> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/**
 * The seller's mandatory invoice mentions (issue 30), as an administrator enters them in
 * Configuration: without them no invoice is issued. Test data in the SIREN and VAT formats.
 */
export async function completeSellerIdentity(baseUrl: string): Promise<void> {
  const { token } = await apiLogin(baseUrl, DEMO_ADMIN);
  const answer = await api(baseUrl, token, 'PUT', '/api/admin/config', {
    seller: TEST_SELLER,
  });
  if (answer.status !== 200) throw new Error(`identité du vendeur refusée (${answer.status})`);
}
