import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { stripeEvents } from '../../db/schema';
import type { TWebhookOutcome } from './webhook-common';

/**
 * Records a Stripe event's id in the transaction that handles it (ADR 0037): true the first time,
 * false for a replay or a second delivery, which then changes nothing. For other modules' webhooks
 * (the Connect one, ADR 0061): this module owns `stripe_events`.
 */
export async function recordStripeEventOnce(
  tx: TDbExecutor,
  event: { id: string; type: string },
  now: Date,
): Promise<boolean> {
  const [fresh] = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, processedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return Boolean(fresh);
}

/** Keeps why an event changed nothing (`ignored`, `rejected` and its reason) with the event. */
export async function setStripeEventOutcome(
  tx: TDbExecutor,
  eventId: string,
  outcome: Exclude<TWebhookOutcome, 'processed' | 'duplicate'>,
  rejection: string | null,
): Promise<void> {
  await tx.update(stripeEvents).set({ outcome, rejection }).where(eq(stripeEvents.id, eventId));
}
