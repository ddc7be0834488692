import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { Database } from './client';
import { pgErrorCode } from './pg-errors';
import { rateLimits } from './schema';
import { together } from './together';

const WINDOW = new Date('2030-01-01T00:00:00Z');

describe('together (ADR 0045)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const countsOf = (key: string) =>
    database.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));

  it('runs the steps of a transaction in the order issued, each seeing the writes issued before it', async () => {
    const [, seen, missing] = await database.db.transaction((tx) =>
      together([
        tx.insert(rateLimits).values({ key: 'ordre', windowStart: WINDOW, count: 7 }),
        tx.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, 'ordre')),
        tx.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, 'absent')),
        null,
      ]),
    );
    expect(seen).toEqual([{ count: 7 }]);
    expect(missing).toEqual([]);
  });

  it('lets every step finish before the transaction rolls back: nothing is written outside it', async () => {
    const refused = new Error('refusé');
    const attempt = database.db.transaction((tx) =>
      together([
        (async () => {
          throw refused;
        })(),
        // A later statement of another step, issued after the first step failed.
        (async () => {
          await tx.insert(rateLimits).values({ key: 'tard-1', windowStart: WINDOW, count: 1 });
          await tx.insert(rateLimits).values({ key: 'tard-2', windowStart: WINDOW, count: 1 });
        })(),
      ]),
    );
    await expect(attempt).rejects.toBe(refused);
    expect(await countsOf('tard-1')).toEqual([]);
    expect(await countsOf('tard-2')).toEqual([]);
  });

  it('throws the statement that failed, not the « transaction aborted » of the statements behind it', async () => {
    await database.db.insert(rateLimits).values({ key: 'double', windowStart: WINDOW, count: 1 });
    const attempt = database.db.transaction((tx) =>
      together([
        tx.select().from(rateLimits).where(eq(rateLimits.key, 'double')),
        tx.insert(rateLimits).values({ key: 'double', windowStart: WINDOW, count: 2 }),
        tx.insert(rateLimits).values({ key: 'après', windowStart: WINDOW, count: 1 }),
      ]),
    );
    const err = await attempt.catch((e: unknown) => e);
    expect(pgErrorCode(err)).toBe('23505');
    expect(await countsOf('après')).toEqual([]);
    expect(await countsOf('double')).toEqual([{ count: 1 }]);
  });
});
