import Stripe from 'stripe';
import type { TConfig } from '../../config';

const clients = new WeakMap<TConfig, Stripe>();

/**
 * The official SDK, or null when card payments are off (no STRIPE_SECRET_KEY, ADR 0037).
 * STRIPE_API_URL points it at another base address: the tests' local stand-in.
 */
export function stripeOf(config: TConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const known = clients.get(config);
  if (known) return known;
  const base = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
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
