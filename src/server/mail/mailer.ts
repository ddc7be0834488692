import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { Mailer, TOutgoingEmail } from './types';

export type MailerLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type MailerOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: MailerLog;
  now?: () => Date;
  /** Retry timer period; 0 disables the timer (tests call flush()). */
  retryIntervalMs?: number;
};

export const MAX_ATTEMPTS = 8;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h. */
export function nextDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Outbox mailer: a message is first written to `outbox_emails`, then delivered. Without SMTP_URL
 * it stays there with status `logged` and is printed to the log. A failed delivery is retried with
 * backoff and stays visible (status `failed`, last_error) — a message is never lost.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  let flushing: Promise<void> | undefined;

  async function deliver(id: string): Promise<void> {
    const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    if (!row || row.status === 'sent' || row.status === 'logged') return;
    if (!transport) {
      await db.update(outboxEmails).set({ status: 'logged', sentAt: now() }).where(eq(outboxEmails.id, id));
      log.info(
        { emailId: id, to: row.toAddress, subject: row.subject, kind: row.kind, text: row.text },
        'e-mail (outbox, sans SMTP)',
      );
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: now(), attempts: row.attempts + 1, lastError: null })
        .where(eq(outboxEmails.id, id));
    } catch (err) {
      const attempts = row.attempts + 1;
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(outboxEmails)
        .set({
          status: 'failed',
          attempts,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(now().getTime() + nextDelayMs(attempts)),
        })
        .where(eq(outboxEmails.id, id));
      log.warn({ emailId: id, attempts, reason }, "échec d'envoi d'e-mail, nouvel essai programmé");
    }
  }

  async function flushOnce(): Promise<void> {
    const due = await db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          inArray(outboxEmails.status, ['queued', 'failed']),
          lte(outboxEmails.nextAttemptAt, now()),
          sql`${outboxEmails.attempts} < ${MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(outboxEmails.createdAt))
      .limit(50);
    for (const { id } of due) await deliver(id);
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  const timer =
    (options.retryIntervalMs ?? 30_000) > 0
      ? setInterval(() => void flush().catch(() => {}), options.retryIntervalMs ?? 30_000)
      : undefined;
  timer?.unref();

  return {
    async send(message: TOutgoingEmail) {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          kind: message.kind,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments ?? [],
        })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('outbox insert returned nothing');
      void deliver(row.id).catch((err) => log.warn({ err }, "échec d'envoi d'e-mail"));
      return row.id;
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flushing;
      transport?.close();
    },
  };
}
