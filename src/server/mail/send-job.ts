import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { preparedStatement, valueFor } from '../db/prepared';
import { outboxEmails } from '../db/schema';
import type { AppDeps } from '../deps';
import { defineJob } from '../jobs/job-definition';
import { maskEmailsIn } from '../log/mask';
import { ERASED_RECIPIENT } from './outbox-scrub';
import { MAX_ATTEMPTS } from './types';

/** Statuses a job may still take a row from; 'sending' is a run that crashed mid-send. */
export const UNSENT_STATUSES = ['queued', 'failed', 'sending'] as const;

/** An SMTP failure, its reason with the addresses masked (SMTP refusals quote the recipient). */
export class EmailDeliveryError extends Error {
  override name = 'EmailDeliveryError';
}

/**
 * Delivers one outbox row, once: a conditional UPDATE takes it only while it is not yet sent
 * (queued, failed, or left 'sending' by a run that crashed), so a run after a success finds
 * nothing. The queue is exclusive per row (one live job), so two runs never hold one row at once.
 * A crash between SMTP's answer and the mark sends it again: at-least-once at the SMTP level
 * cannot be avoided, never twice once marked. A failure is written on the row (failed,
 * last_error) and thrown, so pg-boss retries it with backoff; pg-boss counts the attempts.
 */
export async function sendOutboxEmail(deps: AppDeps, emailId: string): Promise<void> {
  const { db } = deps.database;
  const [row] = await takeRow(db, { emailId });
  if (!row) return;
  const stillSending = and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'sending'));
  try {
    const outcome = await deps.mailer.deliver(row);
    await markDelivered(db, { emailId: row.id, status: outcome, sentAt: deps.now() });
  } catch (err) {
    const reason = maskEmailsIn((err instanceof Error ? err.message : String(err)) || 'erreur SMTP inconnue');
    await db
      .update(outboxEmails)
      .set({ status: 'failed', lastError: reason.slice(0, 1000) })
      .where(stillSending);
    throw new EmailDeliveryError(`e-mail ${row.id}, essai ${row.attempts}/${MAX_ATTEMPTS} : ${reason}`);
  }
}

/** The row taken for a run (prepared once, ADR 0044: every e-mail runs these two statements). */
const takeRow = preparedStatement('take_outbox_email', (db) =>
  db
    .update(outboxEmails)
    .set({ status: 'sending', attempts: sql`${outboxEmails.attempts} + 1` })
    .where(
      and(
        eq(outboxEmails.id, sql.placeholder('emailId')),
        inArray(outboxEmails.status, [...UNSENT_STATUSES]),
        // An erased recipient (RGPD scrub of a finished row) is never written to, whoever retries it.
        ne(outboxEmails.toAddress, ERASED_RECIPIENT),
      ),
    )
    .returning(),
);

/** Sent or logged, only while this run still holds the row. */
const markDelivered = preparedStatement('mark_outbox_email_delivered', (db) =>
  db
    .update(outboxEmails)
    .set({
      status: sql`${valueFor(outboxEmails.status, 'status')}`,
      sentAt: sql`${valueFor(outboxEmails.sentAt, 'sentAt')}`,
      lastError: null,
    })
    .where(and(eq(outboxEmails.id, sql.placeholder('emailId')), eq(outboxEmails.status, 'sending'))),
);

/**
 * One outbox message to its recipient (ADR 0048): 8 attempts, 30 s then doubling (with pg-boss's
 * jitter), at most 1 h apart; each row its own job, settled on its own (ADR 0057). A run stuck
 * past 5 minutes (a node killed mid-send) is taken back by pg-boss and retried; SMTP's own
 * timeouts end a live run well before.
 */
export const sendEmailJob = defineJob({
  name: 'email.send',
  schema: z.object({ emailId: z.uuid() }),
  policy: 'exclusive',
  singletonKey: (data) => data.emailId,
  retryLimit: MAX_ATTEMPTS - 1,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
  // Ten messages at once over the mailer's pooled connections; picked up as soon as queued.
  batchSize: 10,
  notify: true,
  async handler(deps, data) {
    await sendOutboxEmail(deps, data.emailId);
  },
});
