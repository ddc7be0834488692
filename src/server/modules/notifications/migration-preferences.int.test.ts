import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, type TServerDatabase } from '../../../test/db';
import { type Database, openDatabase } from '../../db/client';
import { MIGRATIONS_DIR } from '../../paths';

/** The migration that moved the provider's e-mail settings into the preferences (ADR 0033), by its name. */
const TAG_SUFFIX = '_notifications';

type TJournal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder whose journal stops just before the notifications migration. */
function migrationsBefore(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'creneau-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as TJournal;
  const target = journal.entries.find((e) => e.tag.endsWith(TAG_SUFFIX));
  if (!target) throw new Error(`no migration *${TAG_SUFFIX}`);
  journal.entries = journal.entries.filter((e) => e.idx < target.idx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('migration: provider e-mail settings become notification preferences', () => {
  let database: Database;
  let server: TServerDatabase | undefined;
  let migrateTo: (folder: string) => Promise<void>;

  beforeAll(async () => {
    if (process.env.TEST_DB_KIND === 'postgres') {
      server = await createEmptyPostgresDatabase();
      database = await openDatabase({ kind: 'postgres', url: server.url });
      const { driver } = database;
      if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
      migrateTo = (folder) => migratePg(drizzlePg({ client: driver.pool }), { migrationsFolder: folder });
    } else {
      database = await openDatabase({ kind: 'pglite' });
      migrateTo = (folder) => migratePglite(database.db as never, { migrationsFolder: folder });
    }
  });
  afterAll(async () => {
    await database?.close();
    await server?.drop();
  });

  it('keeps each provider’s « no e-mail » as the e-mail channel of that type, then drops the columns', async () => {
    const before = migrationsBefore();
    try {
      await migrateTo(before.dir);
    } finally {
      before.cleanup();
    }
    const { db } = database;
    const rows = await db.execute<{ id: string }>(sql`
      INSERT INTO users (email, name, password_hash) VALUES
        ('silence@exemple.fr', 'Sans Nouveau', 'x'),
        ('annul@exemple.fr', 'Sans Annulation', 'x'),
        ('tout@exemple.fr', 'Tout Reçoit', 'x'),
        ('rien@exemple.fr', 'Rien', 'x')
      RETURNING id`);
    const [noNew, noCancel, all, none] = rows.rows.map((r) => r.id);
    await db.execute(sql`
      INSERT INTO provider_settings (provider_id, email_on_new_booking, email_on_cancellation) VALUES
        (${noNew}, false, true), (${noCancel}, true, false), (${all}, true, true), (${none}, false, false)`);

    await migrateTo(MIGRATIONS_DIR);

    const prefs = await db.execute<{
      user_id: string;
      type: string;
      in_app: boolean;
      email: boolean;
      push: boolean;
    }>(sql`SELECT user_id, type, in_app, email, push FROM notification_preferences ORDER BY type`);
    const byUser = (id: string | undefined) =>
      prefs.rows
        .filter((r) => r.user_id === id)
        .map(({ type, in_app, email, push }) => ({ type, in_app, email, push }));
    const off = (type: string) => ({ type, in_app: true, email: false, push: true });
    expect(byUser(noNew)).toEqual([off('booking_created')]);
    expect(byUser(noCancel)).toEqual([off('booking_cancelled')]);
    expect(byUser(all)).toEqual([]);
    expect(byUser(none)).toEqual([off('booking_cancelled'), off('booking_created')]);
    const columns = await db.execute<{ column_name: string }>(sql`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'provider_settings' AND column_name LIKE 'email_on_%'`);
    expect(columns.rows).toEqual([]);
  });
});
