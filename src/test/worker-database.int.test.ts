import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../server/db/client';
import { users } from '../server/db/schema';
import { createTestApp } from './app';
import { createTestDatabase } from './db';
import { readTemplateState, type TQuery } from './template-state';
import { borrowWorkerPglite, openPgliteCopy } from './worker-database';

function queryOf(database: Database): TQuery {
  const { driver } = database;
  if (driver.kind !== 'pglite') throw new Error('expected PGlite');
  return (text, params) => driver.client.query(text, params);
}

function templateDump(): string {
  const dump = inject('pgliteTemplate');
  if (!dump) throw new Error('no PGlite template');
  return dump;
}

type TMarked = { creneauTestMark?: string };

function clientOf(database: Database): TMarked {
  if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
  return database.driver.client as unknown as TMarked;
}

/** Marks the PGlite instance behind `database` (the mark is set on the instance, through the view). */
function markInstance(database: Database): string {
  const mark = randomBytes(4).toString('hex');
  clientOf(database).creneauTestMark = mark;
  return mark;
}

/** The mark of the instance behind `database`, if it has one. */
const markOf = (database: Database) => clientOf(database).creneauTestMark;

/** What a fresh copy of the template holds, read the way the reset reads its own database. */
async function freshTemplateState() {
  const copy = await openPgliteCopy(templateDump());
  try {
    return await readTemplateState(queryOf(copy));
  } finally {
    await copy.close();
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
  const database = await borrowWorkerPglite(templateDump(), `next-file-${randomBytes(4).toString('hex')}`);
  if (!database) throw new Error('the worker database was not lent');
  return database;
}

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  "the test worker's embedded database (ADR 0051)",
  () => {
    const opened: Database[] = [];
    afterAll(async () => {
      for (const database of opened) await database.close().catch(() => {});
    });

    it('gives the next file exactly what a fresh copy of the template holds, after rows, sequences, seeded rows and pg-boss changed', async () => {
      const t = await createTestApp();
      const mark = markInstance(t.deps.database);
      await addUser(t.deps.database, 'ecrit@exemple.fr');
      const query = queryOf(t.deps.database);
      await query(`select nextval('shop_orders_seq_seq'), nextval('quota_movements_seq_seq')`);
      // The migrations' bookkeeping stands for any row the migrations insert.
      await query(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
      );
      // pg-boss's tables are part of the template: a job left waiting.
      await t.deps.jobs.send('push.deliver', { deliveryId: randomUUID() });
      await query(`select set_config('statement_timeout', '1234', false)`);
      await t.close();

      const next = await borrowAsAnotherFile();
      opened.push(next);
      expect(markOf(next)).toBe(mark);
      expect(await readTemplateState(queryOf(next))).toEqual(await freshTemplateState());
      const { rows } = await queryOf(next)('show statement_timeout');
      expect(rows).toEqual([{ statement_timeout: '0' }]);
    });

    it('starts the next file from a new copy when a test changed the schema', async () => {
      const database = await createTestDatabase();
      const mark = markInstance(database);
      await queryOf(database)('create table left_behind (id int)');
      await database.close();

      const next = await borrowAsAnotherFile();
      opened.push(next);
      expect(markOf(next)).not.toBe(mark);
      expect(await readTemplateState(queryOf(next))).toEqual(await freshTemplateState());
    });

    it('starts the next file from a new copy when a test left a transaction open', async () => {
      const database = await createTestDatabase();
      const mark = markInstance(database);
      await queryOf(database)('begin');
      await addUser(database, 'en-cours@exemple.fr');

      const next = await borrowAsAnotherFile();
      opened.push(next);
      expect(markOf(next)).not.toBe(mark);
      expect(await queryOf(next)('select email from users')).toMatchObject({ rows: [] });
    });

    it('takes back the database that an earlier file did not close, and closes that file’s view of it', async () => {
      const leaked = await createTestDatabase();
      const mark = markInstance(leaked);
      await addUser(leaked, 'oublie@exemple.fr');

      const next = await borrowAsAnotherFile();
      opened.push(next);
      expect(markOf(next)).toBe(mark);
      expect(await queryOf(next)('select email from users')).toMatchObject({ rows: [] });
      await expect(leaked.db.execute(sql`select 1`)).rejects.toMatchObject({
        cause: { message: expect.stringContaining('PGlite is closed') },
      });
    });

    it('gives a file that asks for a second database while holding the first one a separate copy', async () => {
      const first = await createTestDatabase();
      opened.push(first);
      const mark = markInstance(first);
      const second = await createTestDatabase();
      opened.push(second);
      await addUser(first, 'premier@exemple.fr');
      expect(markOf(second)).not.toBe(mark);
      expect(await queryOf(second)('select email from users')).toMatchObject({ rows: [] });
    });
  },
);
