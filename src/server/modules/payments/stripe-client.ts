import Stripe from 'stripe';
import type { TConfig } from '../../config';
import { outboundFetch } from '../../outbound/fetch';

const clients = new WeakMap<TConfig, Stripe>();

/**
 * The SDK's own quick retries of one call (network errors, 409, 429, 5xx), with the same
 * Idempotency-Key: what a `stripe.*` job's attempt already includes (ADR 0053).
 */
export const STRIPE_NETWORK_RETRIES = 2;

/** A list of a hundred objects with their expansions can pass the gateway's default 1 MiB. */
export const STRIPE_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/**
 * The official SDK, or null when card payments are off (no STRIPE_SECRET_KEY, ADR 0037).
 * STRIPE_API_URL points it at another base address: the tests' local stand-in. Its calls go
 * through the outbound gateway (ADR 0049) as a configured service: bounded in time and size, not
 * held to public addresses.
 */
export function stripeOf(config: TConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const known = clients.get(config);
  if (known) return known;
  const base = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: 20_000,
    telemetry: false,
    httpClient: Stripe.createFetchHttpClient(
      outboundFetch(config, { destination: 'service', maxResponseBytes: STRIPE_MAX_RESPONSE_BYTES }),
    ),
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
  clients.set(config, client);
  return client;
}

/** Whether this instance takes card payments. */
export const paymentsEnabled = (config: TConfig) => Boolean(config.STRIPE_SECRET_KEY);
