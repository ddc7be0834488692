import type Stripe from 'stripe';
import { bookingUrlOf } from '../../../shared/booking-address';
import { BOOKING_PAYMENT_MESSAGES, type TConnectStatus } from '../../../shared/schemas/booking-payments';
import type { TConfig } from '../../config';
import { connectAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findUserById } from '../auth/api';
import { lockProvider } from '../availability/api';
import { stripeOf, type TLog } from '../payments/api';
import { getProviderProfile } from '../providers/api';
import { connectAccountOf, recordAccountState, type TConnectAccountRow } from './queries';

/** Stripe Connect is usable here: the secret key and the signing secret of Connect's events (ADR 0061). */
export const connectAvailable = (config: TConfig) =>
  Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_CONNECT_WEBHOOK_SECRET);

/** The one Idempotency-Key of a provider's account: Stripe creates one however often asked. */
export const connectAccountKey = (providerId: string) => `connect-account:${providerId}`;

/** 503 when this instance has no Stripe Connect; the client of a `stripe.*` call otherwise. */
function requireConnect(deps: AppDeps): Stripe {
  const stripe = connectAvailable(deps.config) ? stripeOf(deps.config) : null;
  if (!stripe) throw new AppError('PAYMENTS_DISABLED', BOOKING_PAYMENT_MESSAGES.notConfigured);
  return stripe;
}

/** A Stripe call for the provider that failed: 502 with a French message, the cause in the log. */
async function viaStripe<T>(log: TLog, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, `stripe connect: ${what} failed`);
    throw new AppError('PAYMENT_GATEWAY', BOOKING_PAYMENT_MESSAGES.stripeUnavailable);
  }
}

/**
 * A pending account as Stripe sees it now: the provider back from onboarding need not wait for
 * Connect's `account.updated` event. Stripe failing leaves the stored state (the event will come).
 */
async function refreshPending(
  deps: AppDeps,
  log: TLog,
  row: TConnectAccountRow,
): Promise<TConnectAccountRow> {
  const stripe = connectAvailable(deps.config) ? stripeOf(deps.config) : null;
  if (!stripe || row.chargesEnabled) return row;
  try {
    const account = await stripe.accounts.retrieve(row.stripeAccountId);
    const fresh = {
      chargesEnabled: account.charges_enabled ?? false,
      detailsSubmitted: account.details_submitted ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
    };
    return (await recordAccountState(deps.database.db, row.providerId, fresh, deps.now())) ?? row;
  } catch (error) {
    log.warn({ err: error }, 'stripe connect: account refresh failed');
    return row;
  }
}

/** GET /api/payments/connect. */
export async function connectStatus(deps: AppDeps, log: TLog, providerId: string): Promise<TConnectStatus> {
  const stored = await connectAccountOf(deps.database.db, providerId);
  const row = stored && (await refreshPending(deps, log, stored));
  return {
    available: connectAvailable(deps.config),
    account: row
      ? {
          id: row.stripeAccountId,
          chargesEnabled: row.chargesEnabled,
          detailsSubmitted: row.detailsSubmitted,
        }
      : null,
  };
}

/** The booking page's address, given to Stripe only when it is a public https one (Stripe checks it). */
function bookingPageUrl(config: TConfig, providerId: string, slug: string | null): string | undefined {
  if (!config.APP_URL.startsWith('https://')) return undefined;
  return bookingUrlOf(config.APP_URL, { id: providerId, slug });
}

/**
 * The provider's Express account, created once: under the provider's row lock (two concurrent
 * requests wait for each other, the second finds the row) and with the provider's Idempotency-Key
 * (a retry after a crash between Stripe's answer and our commit gets the same account back).
 */
async function ensureAccount(deps: AppDeps, log: TLog, stripe: Stripe, providerId: string): Promise<string> {
  const { db } = deps.database;
  const user = await findUserById(db, providerId);
  if (!user) throw new AppError('NOT_FOUND', 'Utilisateur introuvable');
  const profile = await getProviderProfile(db, providerId);
  return db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    const known = await connectAccountOf(tx, providerId);
    if (known) return known.stripeAccountId;
    const url = bookingPageUrl(deps.config, providerId, profile?.slug ?? null);
    const account = await viaStripe(log, 'account creation', () =>
      stripe.accounts.create(
        {
          type: 'express',
          country: 'FR',
          email: user.email,
          business_profile: { name: profile?.displayName || user.name, ...(url && { url }) },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { providerId },
        },
        { idempotencyKey: connectAccountKey(providerId) },
      ),
    );
    const now = deps.now();
    await tx
      .insert(connectAccounts)
      .values({
        providerId,
        stripeAccountId: account.id,
        chargesEnabled: account.charges_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: connectAccounts.providerId });
    return account.id;
  });
}

/**
 * POST /api/payments/connect (ADR 0061): the account (created the first time), then a fresh
 * onboarding link — an Account Link is single-use and short-lived, so each press asks for one.
 */
export async function startOnboarding(deps: AppDeps, log: TLog, providerId: string): Promise<string> {
  const stripe = requireConnect(deps);
  const account = await ensureAccount(deps, log, stripe, providerId);
  const back = `${deps.config.APP_URL}/dashboard/online-payments?onboarding=`;
  const link = await viaStripe(log, 'account link', () =>
    stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: `${back}refresh`,
      return_url: `${back}retour`,
    }),
  );
  return link.url;
}
