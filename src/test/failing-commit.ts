import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/**
 * Runs `work` while every transaction that writes `table` fails at its COMMIT, after all its writes
 * (a deferred constraint trigger): proof that what the change queued went with it.
 */
export async function withFailingCommit<T>(t: TestApp, table: string, work: () => Promise<T>): Promise<T> {
  const db = t.deps.database.db;
  await db.execute(
    sql.raw(`create function test_fail_commit() returns trigger language plpgsql as $$
    begin raise exception 'échec simulé au commit'; end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger test_fail_commit after insert or update or delete on ${table}
      deferrable initially deferred for each row execute function test_fail_commit()`),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`drop trigger test_fail_commit on ${table}`));
    await db.execute(sql.raw('drop function test_fail_commit()'));
  }
}
