import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpListener = {
  port: number;
  /** smtp://127.0.0.1:port, ready for SMTP_URL. */
  url: string;
  /** Every message received so far, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first message (already received or to come) matching the predicate. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

type Waiter = { predicate: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void };

/**
 * A real SMTP server on 127.0.0.1 for tests and browser journeys: plain text (no STARTTLS),
 * any or no credentials, every sender and recipient accepted, each message parsed with mailparser.
 */
export async function startSmtpListener(options: { port?: number } = {}): Promise<SmtpListener> {
  const messages: ParsedMail[] = [];
  let waiters: Waiter[] = [];

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A test must not hang 30 s on close because a client kept its connection open.
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'test' });
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          const matched = waiters.filter((w) => w.predicate(mail));
          waiters = waiters.filter((w) => !matched.includes(w));
          for (const w of matched) w.resolve(mail);
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise<ParsedMail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          const seen = messages.map((m) => `« ${m.subject ?? ''} »`).join(', ') || 'aucun';
          reject(new Error(`Aucun e-mail attendu reçu en ${timeoutMs} ms (reçus : ${seen})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
