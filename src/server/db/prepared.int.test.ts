import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { Database } from './client';
import { preparedInsertOfRows, preparedStatement } from './prepared';
import { rateLimits } from './schema';

const countOf = preparedStatement('test_rate_count_of', (db) =>
  db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, sql.placeholder('key'))),
);

const WINDOW = new Date('2030-01-01T00:00:00Z');

const insertCounts = preparedInsertOfRows(
  'test_insert_rate_rows',
  ['key', 'windowStart', 'count'],
  (db, rows) =>
    db.insert(rateLimits).values(rows).returning({ key: rateLimits.key, count: rateLimits.count }),
  2,
);

describe('preparedStatement (ADR 0044)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs with its values on the database, again and again, with drizzle’s mapping', async () => {
    await database.db.insert(rateLimits).values([
      { key: 'a', windowStart: WINDOW, count: 1 },
      { key: 'b', windowStart: WINDOW, count: 2 },
    ]);
    for (let i = 0; i < 3; i++) {
      expect(await countOf(database.db, { key: 'a' })).toEqual([{ count: 1 }]);
      expect(await countOf(database.db, { key: 'b' })).toEqual([{ count: 2 }]);
    }
    expect(await countOf(database.db, { key: 'none' })).toEqual([]);
  });

  it('inserts one, two, then more rows than it prepares, each row with its own values', async () => {
    const rows = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ key: `${prefix}-${i}`, windowStart: WINDOW, count: i + 10 }));
    for (const n of [1, 2, 3, 2]) {
      const inserted = await insertCounts(database.db, rows(`rows-${n}-${Math.random()}`, n));
      expect(inserted.map((r) => r.count)).toEqual(Array.from({ length: n }, (_, i) => i + 10));
    }
    const [stored] = await database.db.select().from(rateLimits).where(eq(rateLimits.count, 12));
    expect(stored?.windowStart).toEqual(WINDOW);
  });

  it('runs on the transaction’s own connection: sees its writes, and its rollback', async () => {
    const rolledBack = new Error('rollback');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(rateLimits).values({ key: 'in-tx', windowStart: WINDOW, count: 7 });
        expect(await countOf(tx, { key: 'in-tx' })).toEqual([{ count: 7 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await countOf(database.db, { key: 'in-tx' })).toEqual([]);
  });

  // PGlite has one connection: a query outside an open transaction waits for its end.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'run outside a transaction, does not see its uncommitted writes',
    async () => {
      let seenOutside: unknown;
      await database.db.transaction(async (tx) => {
        await tx.insert(rateLimits).values({ key: 'uncommitted', windowStart: WINDOW, count: 3 });
        seenOutside = await countOf(database.db, { key: 'uncommitted' });
      });
      expect(seenOutside).toEqual([]);
      expect(await countOf(database.db, { key: 'uncommitted' })).toEqual([{ count: 3 }]);
    },
  );
});
