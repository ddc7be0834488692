import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from './stand-in-http';
import {
  connectRoute,
  TEST_STRIPE_CONNECT_WEBHOOK_SECRET,
  type TStandInConnect,
} from './stripe-stand-in-connect';
import { feeRoutes, type TStandInFees } from './stripe-stand-in-fees';
import { sessionRoutes, type TStandInSessionStatus } from './stripe-stand-in-sessions';

/** One API call the SDK made: its method, path and form fields (`line_items[0][price_data][unit_amount]`…). */
export type TStripeCall = {
  method: string;
  path: string;
  form: Record<string, string>;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
};

export type TStandInRefund = { id: string; paymentIntent: string; amount: number | null };

export const TEST_STRIPE_SECRET_KEY = 'sk_test_creneau_stand_in';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_creneau_stand_in';
/** Signs the Connect webhook's events (the providers' own accounts, issue 34). */
export { TEST_STRIPE_CONNECT_WEBHOOK_SECRET };

/** A Checkout session as it was created: what a matching signed event is built from. */
export type TStandInSession = {
  id: string;
  url: string;
  /** The connected account it was opened on (`Stripe-Account`), null on the platform's own. */
  account: string | null;
  mode: string;
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  expiresAt: number | null;
  successUrl: string | null;
  cancelUrl: string | null;
  form: Record<string, string>;
};

export type StripeStandIn = TStandInFees & {
  /** STRIPE_API_URL for the app. */
  url: string;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET and STRIPE_API_URL. */
  env: Record<string, string>;
  connectSecret: string;
  /** The Checkout sessions opened, by id (one per Idempotency-Key, as at Stripe). */
  sessions: Map<string, TStandInSession>;
  /** Where each session stands (open unless paid through its page, completed by a test, or expired). */
  sessionStatuses: Map<string, TStandInSessionStatus>;
  /** Where the « Payer » button of a session's page delivers its signed event (the app's Connect webhook). */
  connectWebhookUrl: string | null;
  /** The session as Stripe sends it once completed (paid, or its card saved in setup mode). */
  completedSession(id: string, overrides?: Record<string, unknown>): Record<string, unknown>;
  calls: TStripeCall[];
  /** Which Stripe invoice a PaymentIntent paid (what GET /v1/invoice_payments answers). */
  invoicePayments: Map<string, string>;
  /**
   * The refunds made, by Idempotency-Key: a call repeating a key gets the same refund back, as at
   * Stripe, and makes none. A refund under a new key of a PaymentIntent refunded in full answers
   * `charge_already_refunded`.
   */
  refunds: Map<string, TStandInRefund>;
  /** Subscriptions cancelled: a second DELETE answers 404 `resource_missing`, as Stripe does. */
  cancelledSubscriptions: Set<string>;
  /**
   * The next `times` calls of `method path` answer `status` (an `api_error`), then it answers again.
   * `shouldRetry: false` adds `Stripe-Should-Retry: false`, which the SDK obeys (no retry of its own).
   */
  failNext(
    method: string,
    path: string,
    times: number,
    options?: { status?: number; shouldRetry?: boolean },
  ): void;
  /** The Idempotency-Key of every call of `method path`, in order. */
  idempotencyKeysOf(method: string, path: string): string[];
  /** A webhook event as Stripe would send it: its JSON and a valid `Stripe-Signature` header. */
  signedEvent(
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; secret?: string; account?: string },
  ): {
    id: string;
    payload: string;
    signature: string;
  };
  close(): Promise<void>;
} & TStandInConnect;

/**
 * A local HTTP server playing Stripe's part for the real SDK (ADR 0037): it records each call and
 * answers the few the app makes — Checkout and portal sessions (with a page at their URL, for the
 * browser journey), subscription cancellation, invoice payments, refunds (idempotent by key, as
 * Stripe's) — and signs webhook events with the SDK's own test-header helper. It can fail a
 * path N times (ADR 0053). Nothing reaches the internet.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: TStripeCall[] = [];
  const invoicePayments = new Map<string, string>();
  const refunds = new Map<string, TStandInRefund>();
  const cancelledSubscriptions = new Set<string>();
  const sessions = new Map<string, TStandInSession>();
  const sessionsByKey = new Map<string, string>();
  const sessionStatuses = new Map<string, TStandInSessionStatus>();
  const failures = new Map<string, { left: number; status: number; shouldRetry?: boolean }>();
  // Stripe Connect's onboarding (issue 34): stripe-stand-in-connect.ts.
  const connect: TStandInConnect = { accounts: new Map(), accountKeys: new Map() };
  let counter = 0;
  let base = '';
  const next = (prefix: string) => `${prefix}_test_${++counter}`;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  // Issue 34, a card guarantee's no-show fee: SetupIntents and off-session PaymentIntents.
  const fees: TStandInFees = { paymentIntents: new Map(), nextCardError: null };
  const feeRoute = feeRoutes(fees, next, answer);

  // Issue 34, a hold given back: a session retrieved, or expired at Stripe.
  const sessionRoute = sessionRoutes(
    sessionStatuses,
    (id) => {
      const session = sessions.get(id);
      return session ? sessionObject(session) : null;
    },
    answer,
  );

  const keyOf = (call: TStripeCall) => String(call.headers['idempotency-key'] ?? '');

  /** A failure asked by failNext, if one is still due for this call. */
  function failed(call: TStripeCall, response: ServerResponse): boolean {
    const failure = failures.get(`${call.method} ${call.path}`);
    if (!failure || failure.left <= 0) return false;
    failure.left -= 1;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (failure.shouldRetry === false) headers['stripe-should-retry'] = 'false';
    response.writeHead(failure.status, headers);
    response.end(JSON.stringify({ error: { type: 'api_error', message: 'stand-in: panne simulée' } }));
    return true;
  }

  function refund(call: TStripeCall, response: ServerResponse): void {
    const key = keyOf(call);
    const intent = call.form.payment_intent ?? '';
    let made = key ? refunds.get(key) : undefined;
    if (!made) {
      const whole = [...refunds.values()].some((r) => r.paymentIntent === intent && r.amount === null);
      if (whole) {
        answer(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for ${intent} has already been refunded.`,
          },
        });
        return;
      }
      made = {
        id: next('re'),
        paymentIntent: intent,
        amount: call.form.amount ? Number(call.form.amount) : null,
      };
      refunds.set(key || made.id, made);
    }
    answer(response, 200, {
      id: made.id,
      object: 'refund',
      amount: made.amount,
      payment_intent: made.paymentIntent,
      status: 'succeeded',
    });
  }

  /** A session per Idempotency-Key, as Stripe answers a retried creation. */
  function openSession(call: TStripeCall): TStandInSession {
    const known = sessionsByKey.get(keyOf(call));
    const existing = known ? sessions.get(known) : undefined;
    if (existing) return existing;
    const { form } = call;
    const id = next('cs');
    const unit = form['line_items[0][price_data][unit_amount]'];
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
    );
    const account = call.headers['stripe-account'];
    const session: TStandInSession = {
      id,
      url: `${base}/pay/${id}`,
      account: (Array.isArray(account) ? account[0] : account) ?? null,
      mode: form.mode ?? 'payment',
      amountTotal: unit === undefined ? null : Number(unit) * quantity,
      currency: form.currency ?? form['line_items[0][price_data][currency]'] ?? null,
      metadata,
      clientReferenceId: form.client_reference_id ?? null,
      expiresAt: form.expires_at ? Number(form.expires_at) : null,
      successUrl: form.success_url ?? null,
      cancelUrl: form.cancel_url ?? null,
      form,
    };
    sessions.set(id, session);
    if (keyOf(call)) sessionsByKey.set(keyOf(call), id);
    return session;
  }

  function sessionObject(session: TStandInSession): Record<string, unknown> {
    return {
      id: session.id,
      object: 'checkout.session',
      url: session.url,
      mode: session.mode,
      amount_total: session.amountTotal,
      currency: session.currency,
      metadata: session.metadata,
      client_reference_id: session.clientReferenceId,
      expires_at: session.expiresAt,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      status: 'open',
    };
  }

  function completedSession(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
    const session = sessions.get(id);
    if (!session) throw new Error(`stand-in: no session ${id}`);
    const setup = session.mode === 'setup';
    return {
      ...sessionObject(session),
      status: 'complete',
      payment_status: setup ? 'no_payment_required' : 'paid',
      customer: `cus_${id}`,
      payment_intent: setup ? null : `pi_${id}`,
      setup_intent: setup ? `seti_${id}` : null,
      ...overrides,
    };
  }

  /**
   * The session's page (the browser journey, on a phone): a « Payer » button whose POST makes the
   * stand-in deliver the signed `checkout.session.completed` to `connectWebhookUrl`, then go back
   * to the session's success URL, as Stripe's own page does.
   */
  function payPage(call: TStripeCall, response: ServerResponse): void {
    const found = sessions.get(call.path.split('/')[2] ?? '');
    // An expired session takes no payment any more, as at Stripe.
    const session = found && sessionStatuses.get(found.id) !== 'expired' ? found : undefined;
    if (call.method === 'POST' && session && standIn.connectWebhookUrl) {
      sessionStatuses.set(session.id, 'complete');
      const event = signedEvent('checkout.session.completed', completedSession(session.id), {
        secret: TEST_STRIPE_CONNECT_WEBHOOK_SECRET,
        ...(session.account && { account: session.account }),
      });
      void fetch(standIn.connectWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      }).then(() => {
        response.writeHead(303, { location: session.successUrl ?? '/' });
        response.end();
      });
      return;
    }
    const amount =
      session?.amountTotal != null ? `${(session.amountTotal / 100).toFixed(2).replace('.', ',')} €` : '';
    const action = session?.mode === 'setup' ? 'Enregistrer ma carte' : `Payer ${amount}`.trim();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paiement (Stripe de test)</title><style>button{min-height:48px;min-width:48px;font-size:1.1rem;padding:0.75rem 1.5rem}</style></head><body><main><h1>Paiement sécurisé (Stripe de test)</h1>${
        session
          ? `<form method="post" action="/pay/${session.id}"><button type="submit" aria-label="${action}">${action}</button></form>`
          : found
            ? '<p>Cette page de paiement a expiré.</p>'
            : ''
      }</main></body></html>`,
    );
  }

  function signedEvent(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; secret?: string; account?: string } = {},
  ) {
    const id = options.id ?? next('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      ...(options.account && { account: options.account }),
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: '2026-10-28.endive',
      data: { object },
    });
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? TEST_STRIPE_WEBHOOK_SECRET,
    });
    return { id, payload, signature };
  }

  function route(call: TStripeCall, response: ServerResponse): void {
    const { method, path, form } = call;
    if (failed(call, response)) return;
    if (connectRoute(connect, { base: () => base, next, answer, keyOf }, call, response)) return;
    if (path.startsWith('/pay/')) {
      payPage(call, response);
      return;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      answer(response, 200, sessionObject(openSession(call)));
      return;
    }
    if (sessionRoute(call, response)) return;
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      answer(response, 200, {
        id: next('bps'),
        object: 'billing_portal.session',
        url: `${base}/portal/${form.customer}`,
      });
      return;
    }
    if (method === 'DELETE' && path.startsWith('/v1/subscriptions/')) {
      const id = path.split('/').pop() ?? '';
      if (cancelledSubscriptions.has(id)) {
        answer(response, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${id}'`,
          },
        });
        return;
      }
      cancelledSubscriptions.add(id);
      answer(response, 200, { id, object: 'subscription', status: 'canceled' });
      return;
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const intent = call.query['payment[payment_intent]'];
      const invoice = call.query.invoice;
      const entries = [...invoicePayments].filter(([pi, inv]) => pi === intent || inv === invoice);
      answer(response, 200, {
        object: 'list',
        has_more: false,
        data: entries.map(([pi, inv]) => ({
          id: next('inpay'),
          object: 'invoice_payment',
          invoice: inv,
          payment: { type: 'payment_intent', payment_intent: pi },
        })),
      });
      return;
    }
    if (method === 'POST' && path === '/v1/refunds') {
      refund(call, response);
      return;
    }
    if (feeRoute(call, response)) return;
    answer(response, 404, {
      error: { type: 'invalid_request_error', message: `stand-in: ${method} ${path}` },
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    void readBody(request).then((body) => {
      const call: TStripeCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        form: Object.fromEntries(new URLSearchParams(body)),
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
      };
      if (call.path.startsWith('/v1/')) calls.push(call);
      route(call, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sdk = new Stripe(TEST_STRIPE_SECRET_KEY);

  const standIn: StripeStandIn = {
    url: base,
    env: {
      STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: TEST_STRIPE_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: base,
    },
    connectSecret: TEST_STRIPE_CONNECT_WEBHOOK_SECRET,
    sessions,
    sessionStatuses,
    connectWebhookUrl: null,
    completedSession,
    calls,
    invoicePayments,
    refunds,
    cancelledSubscriptions,
    ...connect,
    paymentIntents: fees.paymentIntents,
    get nextCardError() {
      return fees.nextCardError;
    },
    set nextCardError(error) {
      fees.nextCardError = error;
    },
    failNext(method, path, times, options = {}) {
      failures.set(`${method} ${path}`, { left: times, status: options.status ?? 500, ...options });
    },
    idempotencyKeysOf(method, path) {
      return calls.filter((c) => c.method === method && c.path === path).map(keyOf);
    },
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
