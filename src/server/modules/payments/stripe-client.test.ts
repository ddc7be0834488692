import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { OUTBOUND_MESSAGES, OutboundError } from '../../outbound/outbound-error';
import { startTestServer } from '../../outbound/test-server';
import { STRIPE_MAX_RESPONSE_BYTES, stripeOf } from './stripe-client';

let stand: Awaited<ReturnType<typeof startTestServer>>;
let oversized = false;

beforeAll(async () => {
  stand = await startTestServer((_request, response) => {
    if (oversized) return void response.writeHead(200).end(Buffer.alloc(STRIPE_MAX_RESPONSE_BYTES + 1, 32));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'balance', available: [], pending: [], livemode: false }));
  });
});
afterAll(() => stand?.close());

/** The SDK as the app builds it, pointed at a local stand-in, with the SSRF guard on. */
function client() {
  const config = loadConfig({
    STRIPE_SECRET_KEY: 'sk_test_passerelle',
    STRIPE_WEBHOOK_SECRET: 'whsec_passerelle',
    STRIPE_API_URL: stand.origin,
  });
  expect(config.OUTBOUND_ALLOW_PRIVATE).toBe(false);
  const stripe = stripeOf(config);
  if (!stripe) throw new Error('Stripe attendu');
  return stripe;
}

describe('the Stripe SDK through the outbound gateway', () => {
  it('reaches the configured API on a private address: a service, not a user URL', async () => {
    oversized = false;
    expect(await client().balance.retrieve()).toMatchObject({ object: 'balance' });
    expect(stand.seen.at(-1)).toMatchObject({ method: 'GET', path: '/v1/balance' });
  });

  it('refuses an answer over its size cap, as a connection failure the SDK retries', async () => {
    oversized = true;
    const before = stand.seen.length;
    const err = await client()
      .balance.retrieve()
      .then(
        () => undefined,
        (reason: unknown) => reason as { type?: string; detail?: unknown },
      );
    expect(err?.type).toBe('StripeConnectionError');
    expect(err?.detail).toBeInstanceOf(OutboundError);
    expect(err?.detail).toMatchObject({ message: OUTBOUND_MESSAGES.tooLarge(STRIPE_MAX_RESPONSE_BYTES) });
    // The first call and the SDK's two retries.
    expect(stand.seen.length - before).toBe(3);
  });
});
