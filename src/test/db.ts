import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../server/db/client';

export type TServerDatabase = { url: string; drop(): Promise<void> };

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

/** A new database on the TEST_DATABASE_URL server, empty or copied from `template`. */
async function newServerDatabase(template?: string): Promise<TServerDatabase> {
  const name = `creneau_test_${randomBytes(6).toString('hex')}`;
  await onServer(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A new, empty database (not migrated) on the TEST_DATABASE_URL server; drop() removes it. */
export function createEmptyPostgresDatabase(): Promise<TServerDatabase> {
  return newServerDatabase();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a
 * new database on the TEST_DATABASE_URL server, dropped on close. Copied from the template the
 * globalSetup migrated (db-template.ts) when there is one, migrated here otherwise.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dump = inject('pgliteTemplate');
    if (dump) return openDatabase({ kind: 'pglite', template: new Blob([await readFile(dump)]) });
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  }
  const template = inject('postgresTemplate');
  const created = await newServerDatabase(template);
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
