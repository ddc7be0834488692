import { randomUUID } from 'node:crypto';
import type { TDbExecutor } from '../db/executor';
import { preparedInsertOfRows } from '../db/prepared';
import { outboxEmails } from '../db/schema';
import type { TOutgoingEmail } from './types';

/**
 * Writes messages to the outbox inside the caller's transaction (mailer.send opens its own), so
 * they exist exactly when the caller's other writes commit, in one statement. The mailer's
 * flush() or its retry timer delivers them afterwards. Ids in the order of `messages`.
 */
export async function insertOutboxEmails(
  tx: TDbExecutor,
  messages: TOutgoingEmail[],
  now: Date,
): Promise<string[]> {
  if (messages.length === 0) return [];
  const ids = messages.map(() => randomUUID());
  await insertRows(
    tx,
    messages.map((message, i) => ({
      id: ids[i],
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
    })),
  );
  return ids;
}

const insertRows = preparedInsertOfRows(
  'insert_outbox_emails',
  [
    'id',
    'kind',
    'toAddress',
    'subject',
    'html',
    'text',
    'attachments',
    'bookingId',
    'triggeredByUserId',
    'triggerKind',
    'nextAttemptAt',
  ],
  (db, rows) => db.insert(outboxEmails).values(rows),
);

/** One message (insertOutboxEmails). */
export async function insertOutboxEmail(
  tx: TDbExecutor,
  message: TOutgoingEmail,
  now: Date,
): Promise<string> {
  const [id] = await insertOutboxEmails(tx, [message], now);
  if (!id) throw new Error('outbox insert returned nothing');
  return id;
}
