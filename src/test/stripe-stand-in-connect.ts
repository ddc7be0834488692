import type { ServerResponse } from 'node:http';
import type { TStripeCall } from './stripe-stand-in';

/** Signs Connect's events in the tests (issue 34): with the secret key, Stripe Connect is on. */
export const TEST_STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_creneau_connect_stand_in';

/** A connected account as the stand-in keeps it; a test flips `charges_enabled` as Stripe's checks would. */
export type TStandInAccount = {
  id: string;
  email: string;
  country: string;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
};

export type TStandInConnect = {
  /** The Express accounts created, by id. */
  accounts: Map<string, TStandInAccount>;
  /** Which account each Idempotency-Key created: the same key gets the same account back. */
  accountKeys: Map<string, string>;
};

type TTools = {
  base: () => string;
  next: (prefix: string) => string;
  answer: (response: ServerResponse, status: number, body: unknown) => void;
  keyOf: (call: TStripeCall) => string;
};

/** `metadata[providerId]=…` form fields → `{ providerId: … }`. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => name.startsWith('metadata['))
      .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
  );
}

const ONBOARDING_PAGE = (account: string) =>
  `<!doctype html><html lang="fr"><head><title>Inscription Stripe (test)</title></head><body><main><h1>Inscription à Stripe (Stripe de test)</h1><p>Compte ${account} : renseignez votre activité et votre IBAN pour recevoir les paiements de vos clients.</p></main></body></html>`;

/**
 * Stripe Connect's onboarding (issue 34): account creation (idempotent by key, as at Stripe),
 * retrieval, Account Links, and the onboarding page their URL opens. Answers true when the call
 * was one of these.
 */
export function connectRoute(
  state: TStandInConnect,
  tools: TTools,
  call: TStripeCall,
  response: ServerResponse,
): boolean {
  const { method, path, form } = call;
  if (method === 'GET' && path.startsWith('/connect/onboarding/')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ONBOARDING_PAGE(path.split('/').pop() ?? ''));
    return true;
  }
  if (method === 'POST' && path === '/v1/accounts') {
    const key = tools.keyOf(call);
    const earlier = state.accounts.get(state.accountKeys.get(key) ?? '');
    const account = earlier ?? {
      id: tools.next('acct'),
      email: form.email ?? '',
      country: form.country ?? '',
      charges_enabled: false,
      details_submitted: false,
      payouts_enabled: false,
      metadata: metadataOf(form),
    };
    if (key) state.accountKeys.set(key, account.id);
    state.accounts.set(account.id, account);
    tools.answer(response, 200, { ...account, object: 'account', type: form.type });
    return true;
  }
  if (method === 'GET' && path.startsWith('/v1/accounts/')) {
    const account = state.accounts.get(path.split('/').pop() ?? '');
    if (account) tools.answer(response, 200, { ...account, object: 'account', type: 'express' });
    else
      tools.answer(response, 404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such account' },
      });
    return true;
  }
  if (method === 'POST' && path === '/v1/account_links') {
    const account = form.account ?? '';
    tools.answer(response, 200, {
      object: 'account_link',
      url: `${tools.base()}/connect/onboarding/${account}`,
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 300,
    });
    return true;
  }
  return false;
}
