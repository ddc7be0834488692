import type { TDbExecutor } from '../db/executor';
import { outboxEmails } from '../db/schema';
import type { TOutgoingEmail } from './types';

/**
 * Writes a message to the outbox inside the caller's transaction (mailer.send opens its own), so
 * the message exists exactly when the caller's other writes commit. The mailer's flush() or its
 * retry timer delivers it afterwards.
 */
export async function insertOutboxEmail(
  tx: TDbExecutor,
  message: TOutgoingEmail,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments ?? [],
      bookingId: message.bookingId ?? null,
      triggeredByUserId: message.trigger.userId,
      triggerKind: message.trigger.kind,
      nextAttemptAt: now,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
