import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import { maskEmail, maskEmailsIn } from '../log/mask';
import { insertOutboxEmail } from './outbox-insert';
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
  /**
   * Without SMTP_URL, print the whole message (verification and reset links included) to the
   * log: development only. Otherwise the log only says which message went where, masked.
   */
  logContent?: boolean;
  now?: () => Date;
  /** Retry timer period; 0 disables the timer (tests call flush()). */
  retryIntervalMs?: number;
};

export const MAX_ATTEMPTS = 8;
/** How long a node owns a message it is sending; after that a crash is assumed and another node retries. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** SMTP timeouts stay well inside the lease, so a slow server cannot make two nodes send at once. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h. */
export function nextDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type TOutboxRow = typeof outboxEmails.$inferSelect;

/**
 * Atomically takes a message for this node: queued or failed and due, or left 'sending' by a node
 * whose lease ran out. Two nodes running this on the same row: at most one gets it back.
 */
export async function claimOutboxEmail(db: Db, id: string, now: Date): Promise<TOutboxRow | undefined> {
  const [row] = await takeOutboxEmails(db, [id], now, {
    status: 'sending',
    claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
  });
  return row;
}

/**
 * The claim's condition, with what to write where it holds: 'sending' and a lease before an SMTP
 * delivery, or 'logged' at once when there is no SMTP to wait for (one statement for them all).
 */
async function takeOutboxEmails(
  db: Db,
  ids: string[],
  now: Date,
  values: Partial<TOutboxRow>,
): Promise<TOutboxRow[]> {
  return db
    .update(outboxEmails)
    .set({ ...values, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(
      and(
        inArray(outboxEmails.id, ids),
        lt(outboxEmails.attempts, MAX_ATTEMPTS),
        or(
          and(inArray(outboxEmails.status, ['queued', 'failed']), lte(outboxEmails.nextAttemptAt, now)),
          and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.claimedUntil, now)),
        ),
      ),
    )
    .returning();
}

/**
 * Outbox mailer: a message is first written to `outbox_emails`, then claimed and delivered. Without
 * SMTP_URL it ends with status `logged` (its content stays in the table; in development it is
 * also printed to the log). A failed delivery is retried with
 * backoff and stays visible (status `failed`, last_error) — a message is never lost. Several nodes
 * may share the table: the claim makes each delivery attempt happen on one node only.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  let flushing: Promise<void> | undefined;
  const inFlight = new Set<Promise<void>>();

  /** Writes the outcome only while this node still holds the lease it took. */
  function finish(row: TOutboxRow, values: Partial<TOutboxRow>) {
    return db
      .update(outboxEmails)
      .set({ ...values, claimedUntil: null })
      .where(
        and(
          eq(outboxEmails.id, row.id),
          eq(outboxEmails.status, 'sending'),
          eq(outboxEmails.claimedUntil, row.claimedUntil ?? new Date(0)),
        ),
      );
  }

  /** Without SMTP: the messages marked logged (one statement) and written to the log. */
  async function logAll(ids: string[]): Promise<void> {
    const at = now();
    const rows = await takeOutboxEmails(db, ids, at, {
      status: 'logged',
      sentAt: at,
      lastError: null,
      claimedUntil: null,
    });
    for (const row of rows) {
      const seen = { emailId: row.id, kind: row.kind, subject: row.subject };
      log.info(
        options.logContent
          ? { ...seen, to: row.toAddress, text: row.text }
          : { ...seen, to: maskEmail(row.toAddress) },
        'e-mail (outbox, sans SMTP)',
      );
    }
  }

  /** With SMTP: claimed (a lease), sent, then its outcome written. */
  async function deliver(smtp: Transporter, id: string): Promise<void> {
    const row = await claimOutboxEmail(db, id, now());
    if (!row) return;
    try {
      await smtp.sendMail({
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
      await finish(row, { status: 'sent', sentAt: now(), lastError: null });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)) || 'erreur SMTP inconnue';
      await finish(row, {
        status: 'failed',
        lastError: reason.slice(0, 1000),
        nextAttemptAt: new Date(now().getTime() + nextDelayMs(row.attempts)),
      });
      log.warn(
        // SMTP refusals quote the recipient ("550 <jeanne@…>: unknown user").
        {
          emailId: id,
          attempts: row.attempts,
          final: row.attempts >= MAX_ATTEMPTS,
          reason: maskEmailsIn(reason),
        },
        row.attempts >= MAX_ATTEMPTS
          ? "échec définitif d'envoi d'e-mail (nombre maximal d'essais atteint)"
          : "échec d'envoi d'e-mail, nouvel essai programmé",
      );
    }
  }

  /** Runs the deliveries in the background; close() waits for them. */
  function track(ids: string[]): Promise<void> {
    const job = (
      transport ? Promise.all(ids.map((id) => deliver(transport, id))).then(() => {}) : logAll(ids)
    ).catch((err: unknown) => log.warn({ emailIds: ids, err }, "échec d'envoi d'e-mail"));
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
    return job;
  }

  async function flushOnce(): Promise<void> {
    const at = now();
    // A lease that ran out on the last allowed attempt will never be claimed again: say so.
    await db
      .update(outboxEmails)
      .set({
        status: 'failed',
        claimedUntil: null,
        lastError: 'Envoi interrompu (nœud arrêté pendant l’envoi)',
      })
      .where(
        and(
          eq(outboxEmails.status, 'sending'),
          lt(outboxEmails.claimedUntil, at),
          gte(outboxEmails.attempts, MAX_ATTEMPTS),
        ),
      );
    const due = await db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          lt(outboxEmails.attempts, MAX_ATTEMPTS),
          or(
            and(inArray(outboxEmails.status, ['queued', 'failed']), lte(outboxEmails.nextAttemptAt, at)),
            and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.claimedUntil, at)),
          ),
        ),
      )
      .orderBy(asc(outboxEmails.createdAt))
      .limit(50);
    for (const { id } of due) await track([id]);
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  const intervalMs = options.retryIntervalMs ?? 30_000;
  const timer =
    intervalMs > 0
      ? setInterval(
          () => void flush().catch((err: unknown) => log.warn({ err }, 'échec de la relance des e-mails')),
          intervalMs,
        )
      : undefined;
  timer?.unref();

  return {
    async send(message: TOutgoingEmail) {
      const id = await insertOutboxEmail(db, message, now());
      void track([id]);
      return id;
    },
    deliver(ids) {
      if (ids.length > 0) void track([...ids]);
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flushing?.catch(() => {});
      await Promise.all(inFlight);
      transport?.close();
    },
  };
}
