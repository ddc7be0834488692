import { eq } from 'drizzle-orm';
import { NO_PAYMENT, type TServicePayment } from '../../../shared/schemas/booking-payments';
import type { TDbExecutor } from '../../db/executor';
import { connectAccounts } from '../../db/schema';

export type TConnectAccountRow = typeof connectAccounts.$inferSelect;
export type TAccountState = { chargesEnabled: boolean; detailsSubmitted: boolean; payoutsEnabled: boolean };

/** What Stripe says of the account now (a retrieval, or Connect's `account.updated`); the row after. */
export async function recordAccountState(
  db: TDbExecutor,
  providerId: string,
  state: TAccountState,
  now: Date,
): Promise<TConnectAccountRow | null> {
  const [row] = await db
    .update(connectAccounts)
    .set({ ...state, updatedAt: now })
    .where(eq(connectAccounts.providerId, providerId))
    .returning();
  return row ?? null;
}

/** The provider's Stripe account, if they started onboarding. */
export async function connectAccountOf(db: TDbExecutor, providerId: string) {
  const [row] = await db.select().from(connectAccounts).where(eq(connectAccounts.providerId, providerId));
  return row ?? null;
}

/**
 * The rule a booking follows now (ADR 0061): the service's own while the provider's account can
 * take charges, none otherwise — the page then books as if no payment were asked, and the
 * provider's « Paiements en ligne » says why.
 */
export function effectivePayment(payment: TServicePayment, chargesEnabled: boolean): TServicePayment {
  return chargesEnabled ? payment : NO_PAYMENT;
}
