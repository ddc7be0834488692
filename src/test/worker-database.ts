import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client';
import * as schema from '../server/db/schema';
import { readTemplateState, resetToTemplate, type TQuery } from './template-state';

/*
 * One migrated database per test worker instead of one per test file (ADR 0051): loading
 * PGlite's template or copying PostgreSQL's costs seconds, emptying the tables a file wrote costs
 * milliseconds. The worker lends its database to one file at a time and resets it to the
 * template's state first (template-state.ts); a file that needs a second database while it holds
 * this one gets a copy of its own.
 */

/** The template the worker's database is made from: PGlite's dump, or PostgreSQL's database. */
export type TWorkerDatabaseSource =
  | { kind: 'pglite'; dump: string }
  | { kind: 'postgres'; serverUrl: string; template: string; runId: string };

type TLoan = { file: string | undefined; database: Database; revoke(): Promise<void> };

type TWorkerDatabase = {
  /** The file's own view of the database; `release` makes the database free for the next one. */
  lend(release: () => void): Promise<Database>;
  /** False when the database could not be brought back to the template's state. */
  reset(): Promise<boolean>;
  discard(): Promise<void>;
  loan?: TLoan;
};

/** On globalThis: a worker keeps it across files even if this module were evaluated again. */
const held = globalThis as typeof globalThis & {
  __creneauWorkerDatabases?: Map<string, Promise<TWorkerDatabase>>;
};
held.__creneauWorkerDatabases ??= new Map();
const databases = held.__creneauWorkerDatabases;

const queryOf =
  (client: { query: PGlite['query'] }): TQuery =>
  (text, params) =>
    client.query(text, params);

/**
 * A PGlite seen through a file's view: once the file closes it, every call fails as on a closed
 * database, so work a file left running cannot write into the next file's data.
 */
function closableClient(client: PGlite, isClosed: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (isClosed()) throw new Error('PGlite is closed (this test file released its database)');
        return value.apply(target, args);
      };
    },
  });
}

async function openPgliteWorkerDatabase(dump: string): Promise<TWorkerDatabase> {
  const base = await openDatabase({ kind: 'pglite', template: new Blob([await readFile(dump)]) });
  if (base.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const client = base.driver.client;
  const query = queryOf(client);
  const state = await readTemplateState(query);
  return {
    async lend(release) {
      let closed = false;
      const view = closableClient(client, () => closed);
      const db = drizzle({ client: view, schema }) as unknown as Database['db'];
      return {
        ...base,
        db,
        driver: { kind: 'pglite', client: view },
        async close() {
          closed = true;
          release();
        },
      };
    },
    async reset() {
      // The one session of PGlite carries what a file set on it: settings, prepared statements,
      // advisory locks, temporary tables.
      await client.exec('discard all');
      return resetToTemplate(query, state, 'truncate');
    },
    discard: () => base.close(),
  };
}

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Worker databases are named after the run, so that its globalSetup drops them all at the end. */
export const workerDatabasePrefix = (runId: string) => `creneau_test_${runId}_w`;

async function openPostgresWorkerDatabase(
  source: Extract<TWorkerDatabaseSource, { kind: 'postgres' }>,
): Promise<TWorkerDatabase> {
  const name = `${workerDatabasePrefix(source.runId)}${randomBytes(4).toString('hex')}`;
  await onServer(source.serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`),
  );
  const url = urlOf(source.serverUrl, name);
  const state = await onServer(url, (client) => readTemplateState(queryOf(client)));
  return {
    async lend(release) {
      const database = await openDatabase({ kind: 'postgres', url });
      return {
        ...database,
        async close() {
          await database.close();
          release();
        },
      };
    },
    reset() {
      return onServer(url, async (client) => {
        // As the database dropped WITH (FORCE) after each file did: a connection a file left
        // open cannot hold a lock against the reset nor write into the next file's data.
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return resetToTemplate(queryOf(client), state, 'delete');
      });
    },
    async discard() {
      await onServer(source.serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

function openWorkerDatabase(source: TWorkerDatabaseSource): Promise<TWorkerDatabase> {
  return source.kind === 'pglite'
    ? openPgliteWorkerDatabase(source.dump)
    : openPostgresWorkerDatabase(source);
}

/** Borrowing runs one at a time: two files never run at once in a worker, two calls of one file may. */
let queue: Promise<unknown> = Promise.resolve();

async function borrow(
  source: TWorkerDatabaseSource,
  file: string | undefined,
): Promise<Database | undefined> {
  const key = source.kind;
  let pending = databases.get(key);
  let worker: TWorkerDatabase;
  if (pending) {
    worker = await pending;
    if (worker.loan && worker.loan.file === file) return undefined;
    const loan = worker.loan;
    worker.loan = undefined;
    await loan?.revoke();
    if (!(await worker.reset().catch(() => false))) {
      // A test changed the schema (or left the session unusable): start again from the template.
      await worker.discard().catch(() => {});
      pending = undefined;
    }
  }
  if (!pending) {
    pending = openWorkerDatabase(source);
    databases.set(key, pending);
    pending.catch(() => databases.delete(key));
  }
  worker = await pending;
  const lender = worker;
  const database: Database = await lender.lend(() => {
    if (lender.loan?.database === database) lender.loan = undefined;
  });
  lender.loan = { file, database, revoke: () => database.close().catch(() => {}) };
  return database;
}

/**
 * The worker's database for the test file `file`, reset to the template's state; undefined while
 * this file already holds it. A loan that an earlier file never gave back is taken back first.
 */
export function borrowWorkerDatabase(
  source: TWorkerDatabaseSource,
  file: string | undefined,
): Promise<Database | undefined> {
  const result = queue.then(() => borrow(source, file));
  queue = result.catch(() => {});
  return result;
}
