import { randomUUID } from 'node:crypto';
import type { TDbExecutor } from '../db/executor';
import { preparedInsertOfRows } from '../db/prepared';
import { outboxEmails } from '../db/schema';
import type { AppDeps } from '../deps';
import type { TJobs } from '../jobs/start-jobs';
import type { TOutgoingEmail } from './types';

/**
 * Queues messages inside the caller's transaction (ADR 0048): their outbox rows (the log and the
 * evidence) and one `email.send` job per row, so both exist exactly when the caller's other writes
 * commit. The job delivers the row (send-job.ts). Ids in the order of `messages`.
 */
export async function queueEmails(
  tx: TDbExecutor,
  jobs: TJobs,
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
  // The queue is exclusive per key: one live job per row, whoever queues it again (requeue.ts).
  await jobs.sendMany(
    'email.send',
    ids.map((emailId) => ({ data: { emailId } })),
    { tx },
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

/** One message (queueEmails). */
export async function queueEmail(
  tx: TDbExecutor,
  jobs: TJobs,
  message: TOutgoingEmail,
  now: Date,
): Promise<string> {
  const [id] = await queueEmails(tx, jobs, [message], now);
  if (!id) throw new Error('outbox insert returned nothing');
  return id;
}

/** One message that goes with no other change: queued in a transaction of its own. */
export function sendEmail(deps: AppDeps, message: TOutgoingEmail): Promise<string> {
  return deps.database.db.transaction((tx) => queueEmail(tx, deps.jobs, message, deps.now()));
}
