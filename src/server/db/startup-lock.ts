import pg from 'pg';

/**
 * Named, not numbered: hashed by PostgreSQL into the bigint key. Advisory locks belong to one
 * database, so nodes of different databases on one server never wait for each other.
 */
const STARTUP_LOCK_NAME = 'creneau:startup';

/**
 * Runs `fn` while this process holds the start-up lock of the PostgreSQL database at `url`:
 * nodes starting together on one database take turns for the steps that are not safe to run
 * twice at once (migrations, pg-boss's schema, seeding). The lock is a session advisory lock on
 * a connection of its own, handed to `fn`; it is released in `finally`, and by PostgreSQL itself
 * if the process dies. Not re-entrant: `fn` must not take it again through another connection.
 */
export async function withPostgresStartupLock<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while the lock is held fails the query in flight; without a listener, the
  // client's 'error' event would also end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [STARTUP_LOCK_NAME]);
    try {
      return await fn(client);
    } finally {
      // If the connection is gone, so is the lock: nothing left to release.
      await client
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [STARTUP_LOCK_NAME])
        .catch(() => {});
    }
  } finally {
    // Ending a connection that is already gone fails; there is nothing left to close.
    await client.end().catch(() => {});
  }
}
