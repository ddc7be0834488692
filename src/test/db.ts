import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client';

export type TEmptyPostgresDatabase = { url: string; drop(): Promise<void> };

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL manquant pour TEST_DB_KIND=postgres');
  return url;
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database (not migrated) on the TEST_DATABASE_URL server; drop() removes it. */
export async function createEmptyPostgresDatabase(): Promise<TEmptyPostgresDatabase> {
  const name = `creneau_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a
 * new database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}
