import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { emailTokens, idempotencyKeys, rateLimits, sessions } from '../../db/schema';
import { retentionJob } from '../../jobs/definitions/retention';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('daily purge of technical records (gdpr.retention job)', () => {
  it('deletes spent sessions, e-mail links, rate-limit windows and idempotency records only', async () => {
    const db = t.deps.database.db;
    const user = await createUser(t.deps);
    const token = await t.login(user.email, user.password);
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms);

    const sessionRows = await db
      .insert(sessions)
      .values([
        { userId: user.id, expiresAt: at(-8 * DAY_MS) },
        { userId: user.id, rememberMe: true, expiresAt: at(-6 * DAY_MS) },
        { userId: user.id, expiresAt: at(DAY_MS), revokedAt: at(-8 * DAY_MS) },
        { userId: user.id, expiresAt: at(DAY_MS), revokedAt: at(-DAY_MS) },
      ])
      .returning({ id: sessions.id });
    const tokenRow = (purpose: 'verify_email' | 'reset_password', expiresAt: Date, usedAt: Date | null) => ({
      userId: user.id,
      purpose,
      tokenHash: crypto.randomUUID(),
      expiresAt,
      usedAt,
    });
    const tokenRows = await db
      .insert(emailTokens)
      .values([
        tokenRow('verify_email', at(DAY_MS), at(-HOUR_MS)),
        tokenRow('reset_password', at(-HOUR_MS), null),
        tokenRow('reset_password', at(HOUR_MS), null),
      ])
      .returning({ id: emailTokens.id });
    await db.insert(rateLimits).values([
      { key: 'housekeeping:old', windowStart: at(-25 * HOUR_MS), count: 3 },
      { key: 'housekeeping:recent', windowStart: at(-HOUR_MS), count: 3 },
    ]);
    const idempotent = (key: string, createdAt: Date) => ({
      scope: 'housekeeping',
      key,
      requestHash: 'x',
      statusCode: 201,
      response: {},
      createdAt,
    });
    await db
      .insert(idempotencyKeys)
      .values([idempotent('old', at(-25 * HOUR_MS)), idempotent('recent', at(-HOUR_MS))]);

    await retentionJob.handler(t.deps, {});

    const sessionIds = (
      await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))
    ).map((s) => s.id);
    const [, renewable, , recentlyRevoked] = sessionRows.map((s) => s.id);
    // Three sessions left: the live one of the login, the renewable one, the recently revoked one.
    expect(sessionIds).toHaveLength(3);
    expect(sessionIds).toEqual(expect.arrayContaining([renewable, recentlyRevoked]));
    expect((await t.get('/api/auth/profile', { token })).statusCode).toBe(200);

    const tokens = await db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id));
    expect(tokens).toEqual([{ id: tokenRows[2]?.id }]);
    const windows = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(windows.map((w) => w.key)).toContain('housekeeping:recent');
    expect(windows.map((w) => w.key)).not.toContain('housekeeping:old');
    const keys = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'housekeeping'));
    expect(keys).toEqual([{ key: 'recent' }]);
  });
});
