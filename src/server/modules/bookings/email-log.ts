import { desc, eq } from 'drizzle-orm';
import type { TBookingEmail } from '../../../shared/schemas/booking';
import type { TDbExecutor } from '../../db/executor';
import { outboxEmails } from '../../db/schema';
import { ERASED_RECIPIENT } from '../../mail/outbox-scrub';

/**
 * Every e-mail written to the outbox for this booking, newest first (the caller checked ownership);
 * those scrubbed with the customer's data say so.
 */
export async function listBookingEmails(db: TDbExecutor, bookingId: string): Promise<TBookingEmail[]> {
  const rows = await db
    .select({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, bookingId))
    // The id breaks ties between messages written in the same transaction (same created_at).
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    erased: row.to === ERASED_RECIPIENT,
  }));
}
