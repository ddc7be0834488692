import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, openDatabase } from '../server/db/client';
import * as schema from '../server/db/schema';
import { readTemplateState, resetToTemplate, type TQuery, type TTemplateState } from './template-state';

/*
 * One embedded database per test worker instead of one per test file (ADR 0051): loading
 * PGlite's 43 MB template takes seconds, emptying the tables a file wrote takes milliseconds. The
 * worker lends its database to one file at a time and resets it to the template's state first
 * (template-state.ts); a file that needs a second database while it holds this one gets a copy of
 * its own. PostgreSQL's files keep a database each: copying its template is cheap.
 */

type TWorkerPglite = {
  base: Database;
  client: PGlite;
  state: TTemplateState;
  /** The file holding the database now, and how to close its view of it. */
  loan?: { file: string | undefined; revoke(): void };
};

/** On globalThis: a worker keeps its database across files even if this module is loaded again. */
const held = globalThis as typeof globalThis & { __creneauWorkerPglite?: Promise<TWorkerPglite> };

const queryOf =
  (client: { query: PGlite['query'] }): TQuery =>
  (text, params) =>
    client.query(text, params);

/**
 * PGlite seen through one file's view: once the file closes it (or the next file takes the
 * database back), every call fails as on a closed database, so work a file left running cannot
 * write into the next file's data.
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

/** An in-memory PGlite of its own, loaded from the template's dump. */
export async function openPgliteCopy(dump: string): Promise<Database> {
  return openDatabase({ kind: 'pglite', template: new Blob([await readFile(dump)]) });
}

async function openWorkerPglite(dump: string): Promise<TWorkerPglite> {
  const base = await openPgliteCopy(dump);
  if (base.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const client = base.driver.client;
  return { base, client, state: await readTemplateState(queryOf(client)) };
}

/**
 * Back to the template's state. The one session of PGlite also carries what a file set on it:
 * settings, prepared statements, advisory locks, temporary tables, an open transaction (then
 * `discard all` fails and the worker starts again from a copy).
 */
async function reset(worker: TWorkerPglite): Promise<boolean> {
  await worker.client.exec('discard all');
  return resetToTemplate(queryOf(worker.client), worker.state);
}

function lend(worker: TWorkerPglite, file: string | undefined): Database {
  let closed = false;
  const view = closableClient(worker.client, () => closed);
  const loan = {
    file,
    revoke: () => {
      closed = true;
    },
  };
  worker.loan = loan;
  return {
    ...worker.base,
    db: drizzle({ client: view, schema }) as unknown as Database['db'],
    driver: { kind: 'pglite', client: view },
    async close() {
      loan.revoke();
      if (worker.loan === loan) worker.loan = undefined;
    },
  };
}

async function borrow(dump: string, file: string | undefined): Promise<Database | undefined> {
  let worker = await held.__creneauWorkerPglite?.catch(() => undefined);
  if (worker) {
    if (worker.loan?.file === file) return undefined;
    // A file that did not close its database loses it here.
    worker.loan?.revoke();
    worker.loan = undefined;
    if (!(await reset(worker).catch(() => false))) {
      // A test changed the schema or left the session unusable: start again from the template.
      await worker.base.close().catch(() => {});
      worker = undefined;
    }
  }
  if (!worker) {
    const opening = openWorkerPglite(dump);
    held.__creneauWorkerPglite = opening;
    opening.catch(() => {
      if (held.__creneauWorkerPglite === opening) held.__creneauWorkerPglite = undefined;
    });
    worker = await opening;
  }
  return lend(worker, file);
}

/** Borrowing runs one at a time: two files never run at once in a worker, two calls of one file may. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The worker's PGlite, reset to the template `dump` holds, for the test file `file`; undefined
 * when that file holds it already (it then needs a copy of its own). Closing it gives it back.
 */
export function borrowWorkerPglite(dump: string, file: string | undefined): Promise<Database | undefined> {
  const result = queue.then(() => borrow(dump, file));
  queue = result.catch(() => {});
  return result;
}
