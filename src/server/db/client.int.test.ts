import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { Database } from './client';

describe('database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has btree_gist enabled so EXCLUDE constraints can mix equality and ranges', async () => {
    const result = await database.db.execute(
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect(result.rows).toEqual([{ extname: 'btree_gist' }]);
  });

  it('answers a ping', async () => {
    expect(await database.ping()).toBe(true);
  });
});
