import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { connectRoute, type TStandInConnect } from './stripe-stand-in-connect';
import { feeRoutes, type TStandInFees } from './stripe-stand-in-fees';

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

export type StripeStandIn = TStandInFees & {
  /** STRIPE_API_URL for the app. */
  url: string;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL. */
  env: Record<string, string>;
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
    options?: { id?: string; secret?: string },
  ): {
    id: string;
    payload: string;
    signature: string;
  };
  close(): Promise<void>;
} & TStandInConnect;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

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

  function route(call: TStripeCall, response: ServerResponse): void {
    const { method, path, form } = call;
    if (failed(call, response)) return;
    if (connectRoute(connect, { base: () => base, next, answer, keyOf }, call, response)) return;
    if (method === 'GET' && path.startsWith('/pay/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html lang="fr"><head><title>Paiement (Stripe de test)</title></head><body><main><h1>Paiement sécurisé (Stripe de test)</h1></main></body></html>',
      );
      return;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs');
      answer(response, 200, {
        id,
        object: 'checkout.session',
        url: `${base}/pay/${id}`,
        mode: form.mode,
        client_reference_id: form.client_reference_id,
      });
      return;
    }
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

  return {
    url: base,
    env: {
      STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: base,
    },
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
    signedEvent(type, object, options = {}) {
      const id = options.id ?? next('evt');
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
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
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
