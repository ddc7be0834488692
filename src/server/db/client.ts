import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { withPostgresStartupLock } from './startup-lock';

/** Typed as node-postgres; PGlite's drizzle driver has the same query API and result shape. */
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw driver, for libraries that need it (pg-boss, socket.io adapter). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /** Applies the pending migrations; on PostgreSQL under the start-up lock, on its connection. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` under the start-up lock, so that nodes starting together on one PostgreSQL take
   * turns (PGlite is one process: nothing to wait for). Not re-entrant; `fn` uses `db` as usual.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir undefined: in memory (tests). template: a dumped data directory to start from (tests:
   * one migrated database copied for each file, src/test/db-template.ts).
   */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

/**
 * PGlite's page cache lives in its WebAssembly memory, which never shrinks: PostgreSQL's default
 * (128 MB) makes the embedded server weigh ≈ 310 MB at rest, 32 MB ≈ 205 MB (ADR 0043). The
 * embedded database serves one installation; its working set fits, and the file system's own
 * cache holds the rest.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Pipelined (ADR 0045): statements issued together on one connection go out without waiting for
    // each other's answers, in order; each keeps its own result or error.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, pipeline: true });
    // An idle client losing its connection (server restart, failover) emits 'error' on the pool;
    // unhandled, it would crash the process. The pool replaces the client on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL : connexion inactive perdue (${err.message})`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      migrate: () =>
        withPostgresStartupLock(options.url, (client) =>
          migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR }),
        ),
      withStartupLock: (fn) => withPostgresStartupLock(options.url, () => fn()),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.template,
      extensions: { btree_gist },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      driver: { kind: 'pglite', client },
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      withStartupLock: (fn) => fn(),
      ping: () => ping(db),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
