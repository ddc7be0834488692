import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The SMTP listener the bench's server delivers to: counts what it received, nothing more. */
export type TSmtpSink = {
  /** smtp://127.0.0.1:port, the server process's SMTP_URL. */
  url: string;
  /** Messages whose DATA was accepted so far. */
  received(): number;
  /** Resolves once `count` messages have arrived, false if `timeoutMs` passes first. */
  waitFor(count: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback in the load generator's process (the server's RSS stays its
 * own): plain text, no authentication, every sender and recipient accepted. A message counts once
 * its DATA has been read to the end and acknowledged (250), as a relay would acknowledge it; the
 * body is read and dropped, not parsed, so the listener costs the shared cores as little as it can.
 */
export async function startSmtpSink(): Promise<TSmtpSink> {
  let count = 0;
  let waiters: Array<{ count: number; resolve(ok: boolean): void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        count++;
        callback();
        const met = waiters.filter((w) => count >= w.count);
        waiters = waiters.filter((w) => count < w.count);
        for (const w of met) w.resolve(true);
      });
      stream.resume();
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => count,
    waitFor(target, timeoutMs) {
      if (count >= target) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          count: target,
          resolve: (ok: boolean) => {
            clearTimeout(timer);
            resolve(ok);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
