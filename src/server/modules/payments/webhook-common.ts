import { sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import type { TQueuedNotice } from '../notifications/api';
import type { TLog } from './checkout';
import {
  paymentMismatch,
  rejectPayment,
  type TExpectedPayment,
  type TReportedPayment,
} from './payment-checks';
import type { TSettlement } from './settle';

/** What the webhook answers Stripe (`received`), and what `stripe_events.outcome` keeps. */
export type TWebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'rejected';

/**
 * What handling one event left to do after its commit (its Stripe calls are jobs in the
 * transaction), and what it is about: its id and the log, for a payment it must refuse, and why
 * it refused it.
 */
export type TAfterCommit = {
  settlements: TSettlement[];
  notices: TQueuedNotice[];
  eventId: string;
  log: TLog;
  rejection: string | null;
};

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const at = (unixSeconds: number | null | undefined, fallback: Date) =>
  unixSeconds ? new Date(unixSeconds * 1000) : fallback;

/**
 * Serialises the events about one payment or subscription (issue 30): two deliveries at once would
 * both find no row to lock (SELECT … FOR UPDATE locks nothing that does not exist yet), and the
 * second insert would fail (a 500 Stripe retries). A transaction-scoped advisory lock on the
 * Stripe id always exists; events of other payments do not wait. Always in one order: a Checkout
 * session's before its subscription's, a subscription's before its renewal invoice's.
 */
export async function lockStripeObject(tx: TDbExecutor, id: string | null): Promise<void> {
  if (id) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stripe:${id}`}, 0))`);
}

/**
 * Refuses a payment that is not what was sold (account, product, currency or amount): nothing is
 * granted, the administrators are told in the event's transaction, the event is kept as rejected.
 */
export async function refused(
  tx: TDbExecutor,
  deps: AppDeps,
  after: TAfterCommit,
  input: { stripeObject: string; expected: TExpectedPayment; reported: TReportedPayment },
  now: Date,
): Promise<boolean> {
  const mismatch = paymentMismatch(input.expected, input.reported);
  if (!mismatch) return false;
  after.rejection = mismatch;
  after.notices.push(
    ...(await rejectPayment(tx, deps, after.log, { eventId: after.eventId, ...input, mismatch }, now)),
  );
  return true;
}
