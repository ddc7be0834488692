import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TTestUser } from '../../test/factories';
import { users } from '../db/schema';
import { VALUE_REJECTED_MESSAGE } from '../http/error-handler';
import { hashPassword } from '../modules/auth/password';

type TLine = Record<string, unknown> & { msg?: string };

/** The app as the server runs it, its log captured line by line (pino's JSON). */
async function appWithCapturedLog(env: Record<string, string>) {
  const lines: string[] = [];
  const t = await createTestApp({ env, logStream: { write: (line) => lines.push(line) } });
  return { t, lines, parsed: () => lines.map((line) => JSON.parse(line) as TLine) };
}

describe('the log in production (NODE_ENV=production)', () => {
  let t: TestApp;
  let lines: string[];
  let parsed: () => TLine[];
  let hash: string;
  let existing: TTestUser;

  beforeAll(async () => {
    ({ t, lines, parsed } = await appWithCapturedLog({ NODE_ENV: 'production' }));
    hash = await hashPassword('Secret-tres-personnel-1');
    existing = await createUser(t.deps, { name: 'Jeanne Existante' });
    const db = t.deps.database.db;
    // Two queries that fail inside the database with personal data among their parameters.
    t.app.post('/api/essai/type', { config: { access: 'public' } }, async () => {
      await db.execute(sql`select ${hash}::integer`);
    });
    t.app.post('/api/essai/doublon', { config: { access: 'public' } }, async () => {
      await db.insert(users).values({ email: existing.email, name: 'Jeanne Secrète', passwordHash: hash });
    });
  });
  afterAll(() => t?.close());
  // Each test reads only the lines its own requests wrote.
  beforeEach(() => {
    lines.length = 0;
  });

  it('keeps a failing query’s parameters and the row PostgreSQL quotes out of the log (500)', async () => {
    const response = await t.post('/api/essai/doublon');
    expect(response.statusCode).toBe(500);
    const logged = parsed().find((line) => line.msg === 'unhandled error');
    expect(logged?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('insert into "users"'),
      cause: { code: '23505' },
    });
    const all = lines.join('\n');
    expect(all).not.toContain(hash);
    expect(all).not.toContain('argon2id');
    expect(all).not.toContain(existing.email);
    expect(all).not.toContain('Jeanne Secrète');
    expect(all).not.toContain('Key (');
  });

  it('answers 400 to a value the database refuses, and logs where, never the value', async () => {
    const response = await t.post('/api/essai/type');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: VALUE_REJECTED_MESSAGE, code: 'BAD_REQUEST' });
    const logged = parsed().find(
      (line) => line.msg === 'valeur refusée par la base (validation à compléter)',
    );
    expect(logged).toMatchObject({ sqlState: '22P02', route: '/api/essai/type', method: 'POST' });
    expect(lines.join('\n')).not.toContain(hash);
  });

  it('logs which e-mail went where, masked, without its content (no reset link)', async () => {
    const owner = await createUser(t.deps, { email: 'camille.durand@exemple.fr' });
    expect((await t.post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(200);
    await t.runJobs(['email.send']);
    const sentLine = () => parsed().find((line) => line.msg === 'e-mail (outbox, sans SMTP)');
    expect(sentLine()).toBeDefined();
    const email = await t.lastEmailTo(owner.email);
    expect(sentLine()).toMatchObject({
      emailId: email?.id,
      kind: 'reset_password',
      to: 'c***@exemple.fr',
      subject: email?.subject,
    });
    expect(sentLine()).not.toHaveProperty('text');
    const all = lines.join('\n');
    expect(all).not.toContain('/reset-password/');
    expect(all).not.toContain(owner.email);
    expect(email?.text).toContain('/reset-password/');
  });
});

describe('the log of a plain VM (NODE_ENV unset, LOG_EMAIL_BODIES unset)', () => {
  let t: TestApp;
  let lines: string[];
  let parsed: () => TLine[];

  beforeAll(async () => {
    ({ t, lines, parsed } = await appWithCapturedLog({}));
  });
  afterAll(() => t?.close());

  it('says which e-mail went where, never its reset link', async () => {
    expect(t.deps.config.NODE_ENV).toBeUndefined();
    const owner = await createUser(t.deps, { email: 'vm@exemple.fr' });
    await t.post('/api/auth/forgot-password', { email: owner.email });
    await t.runJobs(['email.send']);
    const sentLine = () => parsed().find((line) => line.msg === 'e-mail (outbox, sans SMTP)');
    expect(sentLine()).toMatchObject({ to: 'v***@exemple.fr', kind: 'reset_password' });
    expect(sentLine()).not.toHaveProperty('text');
    expect(lines.join('\n')).not.toContain('/reset-password/');
    expect((await t.lastEmailTo(owner.email))?.text).toContain('/reset-password/');
  });
});

describe('the log with LOG_EMAIL_BODIES=true (npm start on the demo database)', () => {
  let t: TestApp;
  let parsed: () => TLine[];

  beforeAll(async () => {
    ({ t, parsed } = await appWithCapturedLog({ LOG_EMAIL_BODIES: 'true' }));
  });
  afterAll(() => t?.close());

  it('shows the whole e-mail, so a developer without SMTP can follow the link', async () => {
    const owner = await createUser(t.deps, { email: 'dev@exemple.fr' });
    await t.post('/api/auth/forgot-password', { email: owner.email });
    await t.runJobs(['email.send']);
    const sentLine = () => parsed().find((line) => line.msg === 'e-mail (outbox, sans SMTP)');
    expect(sentLine()).toMatchObject({ to: owner.email, kind: 'reset_password' });
    expect(String(sentLine()?.text)).toContain('http://localhost:3000/reset-password/');
  });
});
