import { eq, lt } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { stripeCheckouts } from '../../db/schema';

/** The one currency Créneau sells in (ADR 0037): every Checkout session is in euros. */
export const SOLD_CURRENCY = 'eur';

export type TSoldCheckout = typeof stripeCheckouts.$inferSelect;

/**
 * Records what a Checkout session Créneau just opened sells (issue 30), so that the webhook
 * checks the paid session against it rather than against what the event says.
 */
export async function recordSoldCheckout(db: TDbExecutor, sold: TSoldCheckout): Promise<void> {
  await db.insert(stripeCheckouts).values(sold).onConflictDoNothing();
}

/**
 * What Créneau sold through that Checkout session; undefined for a session it did not open (or
 * opened before issue 30).
 */
export async function soldCheckoutOf(db: TDbExecutor, sessionId: string): Promise<TSoldCheckout | undefined> {
  const [row] = await db.select().from(stripeCheckouts).where(eq(stripeCheckouts.sessionId, sessionId));
  return row;
}

/**
 * How long what a session sold is kept: a Checkout session expires within 24 hours and Stripe
 * stops sending its events 3 days later, so a month covers every late delivery.
 */
export const SOLD_CHECKOUT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets the sessions past that month (run daily with the retention purge; idempotent). */
export async function purgeSoldCheckouts(db: TDbExecutor, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - SOLD_CHECKOUT_RETENTION_MS);
  await db.delete(stripeCheckouts).where(lt(stripeCheckouts.createdAt, cutoff));
}
