import { eq } from 'drizzle-orm';
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
