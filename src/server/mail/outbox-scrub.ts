import { and, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../db/executor';
import { outboxEmails } from '../db/schema';
import { MAX_ATTEMPTS } from './types';

/** Undeliverable by construction (RFC 2606 reserves `.invalid`); also marks a row as scrubbed. */
export const ERASED_RECIPIENT = 'destinataire-efface@invalid';
export const ERASED_SUBJECT = '[contenu effacé — RGPD]';

/** Rows the mailer will never take again: delivered, logged, or failed with every attempt spent. */
const finished = or(
  inArray(outboxEmails.status, ['sent', 'logged']),
  and(eq(outboxEmails.status, 'failed'), gte(outboxEmails.attempts, MAX_ATTEMPTS)),
);

/**
 * SMTP refusals quote the recipient (« 550 <jeanne@…>: unknown user »): the address is replaced in
 * the reason, case ignored, and the reason stays readable. Every non-alphanumeric character of the
 * address is backslashed so that it matches literally; an empty address matches nothing.
 */
const lastErrorWithoutAddress = sql`case when ${outboxEmails.toAddress} = '' then ${outboxEmails.lastError}
  else regexp_replace(${outboxEmails.lastError},
    regexp_replace(${outboxEmails.toAddress}, '([^[:alnum:]])', ${String.raw`\\\1`}, 'g'),
    ${ERASED_RECIPIENT}, 'gi') end`;

/**
 * Empties the finished e-mails matching `which` of what identifies their recipient (address,
 * subject, bodies, attachments such as the .ics) once the booking they are about is anonymised.
 * Kind, status, dates, attempts and booking stay: the delivery log still proves what was sent.
 * Rows still on their way (queued, sending, failed with attempts left) must go out as written:
 * the daily sweep scrubs them once finished. Scrubbed rows are skipped, so it is idempotent.
 */
export async function scrubFinishedEmails(tx: TDbExecutor, which: SQL | undefined): Promise<void> {
  await tx
    .update(outboxEmails)
    .set({
      toAddress: ERASED_RECIPIENT,
      subject: ERASED_SUBJECT,
      html: '',
      text: '',
      attachments: [],
      lastError: lastErrorWithoutAddress,
    })
    .where(and(which, finished, ne(outboxEmails.toAddress, ERASED_RECIPIENT)));
}
