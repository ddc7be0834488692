import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type TLogDestination } from '../server/app';
import { loadConfig } from '../server/config';
import { outboxEmails } from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import { AppEvents } from '../server/events';
import { CSRF_COOKIE, CSRF_HEADER } from '../server/http/csrf';
import type { TJobName } from '../server/jobs/registry';
import { openJobs } from '../server/jobs/start-jobs';
import { createMailer } from '../server/mail/mailer';
import { createTestDatabase } from './db';
import { runDueJobs, type TJobRun } from './run-jobs';

/** A clock the test moves by hand; starts at the real time so database defaults stay consistent. */
export type TestClock = { now(): Date; set(date: Date): void; advance(ms: number): void };

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TCsrfPair = { cookie: Record<string, string>; header: Record<string, string> };

export type TRequestOptions = {
  /** Sent as `Authorization: Bearer …` (then no CSRF pair is needed). */
  token?: string;
  /** Peer address, e.g. to test per-IP limits apart from the rest of the file. */
  ip?: string;
  headers?: Record<string, string>;
  /** State-changing requests without a token get the XSRF pair unless this is false. */
  csrf?: boolean;
  /** One browser's XSRF pair, to send several requests as that browser (default: a new pair each). */
  browser?: TCsrfPair;
};

export type TOutboxEmail = typeof outboxEmails.$inferSelect;

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  /** The XSRF-TOKEN cookie handed out by GET /api/health, and the header that must echo it. */
  csrf(): Promise<TCsrfPair>;
  get(url: string, options?: TRequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: TRequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, options?: TRequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, options?: TRequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: TRequestOptions): Promise<LightMyRequestResponse>;
  /** Logs in through the API and returns the token. */
  login(email: string, password: string, rememberMe?: boolean): Promise<string>;
  /** The newest outbox e-mail sent to that address. */
  lastEmailTo(address: string): Promise<TOutboxEmail | undefined>;
  /** Runs the due jobs of those queues (all by default) inline until none is left (src/test/run-jobs.ts). */
  runJobs(names?: readonly TJobName[]): Promise<TJobRun[]>;
  close(): Promise<void>;
};

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The real server (real database, outbox mailer, CSRF, rate limits) driven through inject(). Its
 * job queue is open (jobs are sent) with no worker: `runJobs` runs them when the test says so.
 * With `logStream`, the app and the mailer log (level info) to it as the server does to stdout.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    logStream?: TLogDestination;
    /** A built web app to serve (pages and their headers); none by default. */
    webDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // pg-boss's schema and queues come with the template (db-template.ts): opening them is quick.
  const jobs = await openJobs(database, { log: silentLog, maintenance: false });
  const clock = createTestClock();
  const config = loadConfig({
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    REGISTRATION_COUNTRIES: 'FR',
    ...options.env,
  });
  let appRef: FastifyInstance | undefined;
  const mailerLog = options.logStream
    ? {
        info: (obj: object, msg: string) => appRef?.log.info(obj, msg),
        warn: (obj: object, msg: string) => appRef?.log.warn(obj, msg),
      }
    : silentLog;
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.MAIL_FROM,
    log: mailerLog,
    logBodies: config.LOG_EMAIL_BODIES,
  });
  const deps: AppDeps = {
    config,
    database,
    mailer,
    jwtSecret: randomBytes(32),
    events: new AppEvents(),
    jobs,
    now: clock.now,
  };
  const logger = options.logStream ? { level: 'info', stream: options.logStream } : undefined;
  const app = await buildApp(deps, { webDir: options.webDir ?? '/nonexistent', logger });
  appRef = app;

  async function csrf(): Promise<TCsrfPair> {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    if (!cookie) throw new Error('no XSRF-TOKEN cookie on /api/health');
    return { cookie: { [CSRF_COOKIE]: cookie.value }, header: { [CSRF_HEADER]: cookie.value } };
  }

  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: unknown,
    opts: TRequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const request: InjectOptions = { method, url, headers: { ...opts.headers } };
    if (opts.ip) request.remoteAddress = opts.ip;
    if (body !== undefined) request.payload = body as InjectOptions['payload'];
    if (opts.token) request.headers = { ...request.headers, authorization: `Bearer ${opts.token}` };
    else if (method !== 'GET' && opts.csrf !== false) {
      const pair = opts.browser ?? (await csrf());
      request.cookies = pair.cookie;
      request.headers = { ...request.headers, ...pair.header };
    }
    return app.inject(request);
  }

  return {
    app,
    deps,
    clock,
    csrf,
    get: (url, opts) => send('GET', url, undefined, opts),
    post: (url, body, opts) => send('POST', url, body, opts),
    put: (url, body, opts) => send('PUT', url, body, opts),
    patch: (url, body, opts) => send('PATCH', url, body, opts),
    delete: (url, opts) => send('DELETE', url, undefined, opts),
    async login(email, password, rememberMe = false) {
      const response = await send('POST', '/api/auth/login', { email, password, rememberMe });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async lastEmailTo(address) {
      const [row] = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(sql`lower(${outboxEmails.toAddress})`, address.toLowerCase()))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1);
      return row;
    },
    runJobs: (names) => runDueJobs(deps, names),
    async close() {
      await app.close();
      await jobs.close();
      await mailer.close();
      // pg's Pool.end() resolves before its idle sockets are closed; the test database is then
      // dropped WITH (FORCE) and those sockets get a FATAL 57P01 that nobody needs to hear.
      if (database.driver.kind === 'postgres') database.driver.pool.on('error', () => {});
      await database.close();
    },
  };
}

/** The first link of an e-mail's text part whose path starts with `pathPrefix`. */
export function linkIn(email: { text: string } | undefined, pathPrefix: string): URL {
  const url = email?.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no ${pathPrefix} link in the e-mail`);
  return url;
}
