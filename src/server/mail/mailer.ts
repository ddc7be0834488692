import nodemailer, { type Transporter } from 'nodemailer';
import { maskEmail } from '../log/mask';
import type { Mailer, TOutboxEmailRow } from './types';

export type MailerLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  log: MailerLog;
  /**
   * Without SMTP_URL, print the whole text (verification and reset links included) to the log:
   * LOG_EMAIL_BODIES. Otherwise the log only says which message went where, masked.
   */
  logBodies?: boolean;
};

/** A message's SMTP exchange is bounded: a stuck server fails the attempt, pg-boss retries it. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
/**
 * Open SMTP connections kept and reused (ADR 0057): a message no longer pays a connection, its
 * greeting and EHLO. The `email.send` jobs a worker runs side by side share them; a message finds
 * a free one or waits for it.
 */
const SMTP_POOL = { pool: true, maxConnections: 5 } as const;

/**
 * The transport of outbox messages (ADR 0048): over SMTP, or without SMTP_URL written to the log
 * (the message stays readable in `outbox_emails`). Queuing, retries and statuses are the
 * `email.send` job's (send-job.ts).
 */
export function createMailer(options: MailerOptions): Mailer {
  const { log } = options;
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS })
    : undefined;
  return {
    async deliver(row: TOutboxEmailRow) {
      if (!transport) {
        const seen = { emailId: row.id, kind: row.kind, subject: row.subject };
        log.info(
          options.logBodies
            ? { ...seen, to: row.toAddress, text: row.text }
            : { ...seen, to: maskEmail(row.toAddress) },
          'e-mail (outbox, sans SMTP)',
        );
        return 'logged';
      }
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
      return 'sent';
    },
    async close() {
      transport?.close();
    },
  };
}
