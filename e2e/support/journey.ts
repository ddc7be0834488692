import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type SmtpListener, startSmtpListener } from '../../src/test/smtp-listener';
import { launchBrowser, type TBrowserKind } from './browser';
import { startServer, type TestServer, type TStartOptions } from './server';

export type TMailingJourney = { smtp: SmtpListener; server: TestServer; browser: Browser };

/**
 * For a describe block: a real SMTP listener, the built app sending its e-mails to it, and Chromium.
 * `serverEnv`: more of the server's environment (OUTBOUND_ALLOW_PRIVATE for a local CalDAV server).
 */
export function useMailingJourney(
  options: Pick<TStartOptions, 'testClock'> & { serverEnv?: Record<string, string> } = {},
): TMailingJourney {
  const env = {} as TMailingJourney;
  beforeAll(async () => {
    env.smtp = await startSmtpListener();
    env.server = await startServer({ ...options.serverEnv, SMTP_URL: env.smtp.url }, options);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
    await env.smtp?.close();
  });
  return env;
}

export type TJourney = { server: TestServer; browser: Browser };

/** For a describe block: the built app (its demo accounts seeded) and Chromium. */
export function useJourney(browserKind: TBrowserKind = {}): TJourney {
  const env = {} as TJourney;
  beforeAll(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser(browserKind);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
