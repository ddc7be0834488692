import { randomBytes } from 'node:crypto';
import { isNull, notInArray, or } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type Database, openDatabase } from '../server/db/client';
import { outboxEmails } from '../server/db/schema';
import { EMAIL_TRIGGER_KINDS } from '../server/mail/types';
import { borrowWorkerPglite, openPgliteCopy } from './worker-database';

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

/** The outbox rows that do not say what triggered them: no trigger kind, or one the code does not know. */
async function emailsWithoutTrigger(database: Database): Promise<string[]> {
  const rows = await database.db
    .select({ kind: outboxEmails.kind, trigger: outboxEmails.triggerKind })
    .from(outboxEmails)
    .where(
      or(isNull(outboxEmails.triggerKind), notInArray(outboxEmails.triggerKind, [...EMAIL_TRIGGER_KINDS])),
    );
  return rows.map((row) => `${row.kind} (trigger_kind ${row.trigger ?? 'null'})`);
}

/**
 * Every e-mail records what triggered it (ADR 0021): each test database checks its outbox when the
 * file closes it, so every integration suite proves it for the e-mails its requests and jobs wrote.
 */
function checkingTriggersOnClose(database: Database, close: () => Promise<void>): Database {
  return {
    ...database,
    async close() {
      let missing: string[];
      try {
        missing = await emailsWithoutTrigger(database);
      } finally {
        await close();
      }
      if (missing.length > 0) {
        throw new Error(`E-mails written without their trigger (ADR 0021): ${missing.join(', ')}`);
      }
    },
  };
}

/** An in-memory PGlite of its own, copied from the template (or migrated here without one). */
async function createOwnPglite(dump: string | undefined): Promise<Database> {
  const database = dump ? await openPgliteCopy(dump) : await openDatabase({ kind: 'pglite' });
  if (!dump) await database.migrate();
  return database;
}

/**
 * A migrated database for one test file, as the template the globalSetup migrated left it
 * (db-template.ts; migrated here when there is none). In-memory PGlite: usually the test worker's
 * own, reset for this file and given back on close (worker-database.ts), a copy of its own when
 * the file holds that one already. TEST_DB_KIND=postgres: a new database on the TEST_DATABASE_URL
 * server, dropped on close. Closing it fails when an outbox row does not say what triggered it.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dump = inject('pgliteTemplate');
    const borrowed = dump ? await borrowWorkerPglite(dump, expect.getState().testPath) : undefined;
    const database = borrowed ?? (await createOwnPglite(dump));
    return checkingTriggersOnClose(database, () => database.close());
  }
  const template = inject('postgresTemplate');
  const created = await newServerDatabase(template);
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  if (!template) await database.migrate();
  return checkingTriggersOnClose(database, async () => {
    await database.close();
    await created.drop();
  });
}
