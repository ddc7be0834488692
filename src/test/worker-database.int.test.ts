import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { startJobs } from '../server/jobs/start-jobs';
import { createTestApp } from './app';
import { createTestDatabase } from './db';
import { readTemplateState, type TQuery } from './template-state';
import { borrowWorkerDatabase, type TWorkerDatabaseSource } from './worker-database';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

function queryOf(database: Database): TQuery {
  const { driver } = database;
  return driver.kind === 'pglite'
    ? (text, params) => driver.client.query(text, params)
    : (text, params) => driver.pool.query(text, params);
}

/** Which database this is: PostgreSQL's name, or the start of this PGlite instance. */
async function identityOf(database: Database): Promise<string> {
  const { rows } = await queryOf(database)(
    'select current_database() || pg_postmaster_start_time()::text as id',
  );
  return (rows[0] as { id: string }).id;
}

function sourceOfThisRun(): TWorkerDatabaseSource {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dump = inject('pgliteTemplate');
    if (!dump) throw new Error('no PGlite template');
    return { kind: 'pglite', dump };
  }
  const template = inject('postgresTemplate');
  const runId = inject('postgresRunId');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!template || !runId || !serverUrl) throw new Error('no PostgreSQL template');
  return { kind: 'postgres', serverUrl, template, runId };
}

/** What a fresh copy of the template holds, read the way the reset reads its own database. */
async function freshTemplateState() {
  const source = sourceOfThisRun();
  if (source.kind === 'pglite') {
    const copy = await openDatabase({ kind: 'pglite', template: new Blob([await readFile(source.dump)]) });
    try {
      return await readTemplateState(queryOf(copy));
    } finally {
      await copy.close();
    }
  }
  const name = `creneau_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
    const url = new URL(source.serverUrl);
    url.pathname = `/${name}`;
    const copy = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      return await readTemplateState(queryOf(copy));
    } finally {
      await copy.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function addUser(database: Database, email: string): Promise<void> {
  const now = new Date();
  await database.db.insert(users).values({
    email,
    name: 'Claire Dupont',
    role: 'client',
    passwordHash: 'x',
    createdAt: now,
    updatedAt: now,
  });
}

/** The worker's database as the next test file of this worker gets it. */
async function borrowAsAnotherFile(): Promise<Database> {
  const database = await borrowWorkerDatabase(
    sourceOfThisRun(),
    `next-file-${randomBytes(4).toString('hex')}`,
  );
  if (!database) throw new Error('the worker database was not lent');
  return database;
}

describe("the test worker's database (ADR 0051)", () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => {});
  });

  it('gives the next file exactly what a fresh copy of the template holds, after rows, sequences, seeded rows and pg-boss changed', async () => {
    const t = await createTestApp();
    const before = await identityOf(t.deps.database);
    await addUser(t.deps.database, 'ecrit@exemple.fr');
    const query = queryOf(t.deps.database);
    await query(`select nextval('shop_orders_seq_seq'), nextval('quota_movements_seq_seq')`);
    // The migrations' bookkeeping stands for any row the migrations insert.
    await query(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
    );
    const jobs = await startJobs(t.deps, { log: silentLog, ticks: false });
    await jobs.close();
    await t.close();

    const next = await borrowAsAnotherFile();
    opened.push(next);
    expect(await identityOf(next)).toBe(before);
    expect(await readTemplateState(queryOf(next))).toEqual(await freshTemplateState());
  });

  it('starts the next file from a new copy when a test changed the schema', async () => {
    const database = await createTestDatabase();
    const before = await identityOf(database);
    await queryOf(database)('create table left_behind (id int)');
    await database.close();

    const next = await borrowAsAnotherFile();
    opened.push(next);
    expect(await identityOf(next)).not.toBe(before);
    expect(await readTemplateState(queryOf(next))).toEqual(await freshTemplateState());
  });

  it('takes back the database that an earlier file did not close, and closes that file’s view of it', async () => {
    const leaked = await createTestDatabase();
    await addUser(leaked, 'oublie@exemple.fr');

    const next = await borrowAsAnotherFile();
    opened.push(next);
    expect(await queryOf(next)('select email from users')).toMatchObject({ rows: [] });
    await expect(leaked.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('gives a file that asks for a second database while holding the first one a separate copy', async () => {
    const first = await createTestDatabase();
    opened.push(first);
    const second = await createTestDatabase();
    opened.push(second);
    await addUser(first, 'premier@exemple.fr');
    expect(await identityOf(second)).not.toBe(await identityOf(first));
    expect(await queryOf(second)('select email from users')).toMatchObject({ rows: [] });
  });
});
