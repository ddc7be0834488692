import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One API call the SDK made: its method, path and form fields (`line_items[0][price_data][unit_amount]`…). */
export type TStripeCall = {
  method: string;
  path: string;
  form: Record<string, string>;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
};

export const TEST_STRIPE_SECRET_KEY = 'sk_test_creneau_stand_in';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_creneau_stand_in';

export type StripeStandIn = {
  /** STRIPE_API_URL for the app. */
  url: string;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL. */
  env: Record<string, string>;
  calls: TStripeCall[];
  /** Which Stripe invoice a PaymentIntent paid (what GET /v1/invoice_payments answers). */
  invoicePayments: Map<string, string>;
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
};

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
 * browser journey), subscription cancellation, invoice payments, refunds — and signs webhook
 * events with the SDK's own test-header helper. Nothing reaches the internet.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: TStripeCall[] = [];
  const invoicePayments = new Map<string, string>();
  let counter = 0;
  let base = '';
  const next = (prefix: string) => `${prefix}_test_${++counter}`;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  function route(call: TStripeCall, response: ServerResponse): void {
    const { method, path, form } = call;
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
      answer(response, 200, { id: path.split('/').pop(), object: 'subscription', status: 'canceled' });
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
      answer(response, 200, {
        id: next('re'),
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        status: 'succeeded',
      });
      return;
    }
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
