import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../db/executor';
import { outboxEmails } from '../db/schema';
import type { TEmailTriggerKind } from './types';

/** How many e-mails that account's requests of these kinds have queued since `since` (to one address, lower-cased). */
export async function countEmailsTriggeredBy(
  tx: TDbExecutor,
  userId: string,
  kinds: readonly TEmailTriggerKind[],
  since: Date,
  toAddress?: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.triggeredByUserId, userId),
        inArray(outboxEmails.triggerKind, [...kinds]),
        gte(outboxEmails.createdAt, since),
        toAddress ? eq(sql`lower(${outboxEmails.toAddress})`, toAddress) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The account is erased: its e-mails no longer say who queued them (the kind of request stays).
 * Runs in the erasure's transaction.
 */
export async function forgetEmailTriggersOf(tx: TDbExecutor, userId: string): Promise<void> {
  await tx
    .update(outboxEmails)
    .set({ triggeredByUserId: null })
    .where(eq(outboxEmails.triggeredByUserId, userId));
}
