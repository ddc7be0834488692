import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TBenchDatabase = { label: string; env: Record<string, string>; dispose(): Promise<void> };

/** Embedded PGlite in a fresh data directory, as `npm start` runs it (on disk), removed afterwards. */
export async function embeddedDatabase(): Promise<TBenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creneau-bench-'));
  return {
    label: 'PGlite embarqué',
    env: { DATA_DIR: dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A new database on the BENCH_DATABASE_URL server, dropped afterwards: the bench never writes
 * into an existing database.
 */
export async function postgresDatabase(serverUrl: string): Promise<TBenchDatabase> {
  const name = `creneau_bench_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creneau-bench-'));
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async dispose() {
      await dropWhenClosed(serverUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * pg's Pool.end() resolves before its sockets are closed: a forced drop at once would cut them and
 * the app would report lost connections. Wait for them to go, force only as a last resort.
 */
async function dropWhenClosed(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
