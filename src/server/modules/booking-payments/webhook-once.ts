import type Stripe from 'stripe';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { recordStripeEventOnce, setStripeEventOutcome, type TWebhookOutcome } from '../payments/api';

/** Records the event once in its own transaction with `work`; a replay changes nothing. */
export async function once(
  deps: AppDeps,
  event: Stripe.Event,
  work: (tx: TDbExecutor) => Promise<boolean>,
): Promise<TWebhookOutcome> {
  return deps.database.db.transaction(async (tx) => {
    if (!(await recordStripeEventOnce(tx, event, deps.now()))) return 'duplicate';
    if (await work(tx)) return 'processed';
    await setStripeEventOutcome(tx, event.id, 'ignored', null);
    return 'ignored';
  });
}

/** A Stripe reference that is an id or an expanded object: its id. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
