import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client';
import type { TJobDefinition } from '../server/jobs/job-definition';
import { JOB_DEFINITIONS } from '../server/jobs/registry';
import { openJobs, queueOptionsOf } from '../server/jobs/start-jobs';
import { MIGRATIONS_DIR } from '../server/paths';

/**
 * Every integration file needs a migrated database. Migrating one template per run and copying it
 * per file is cheaper, mostly on PGlite whose initdb dominates: a vitest globalSetup
 * (global-setup-db.ts) builds the template and hands its name to the test files.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory dump (tar) of a migrated database. */
    pgliteTemplate?: string;
    /** A migrated database on the TEST_DATABASE_URL server, for CREATE DATABASE … TEMPLATE. */
    postgresTemplate?: string;
  }
}

/**
 * pg-boss's schema and the queues, installed as every process installs them: a test app then
 * opens its queue without installing anything (slow on PGlite).
 */
async function installJobQueue(database: Database): Promise<void> {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const jobs = await openJobs(database, { log: silent, maintenance: false });
  await jobs.close();
}

/** pg-boss's version and the queues' options: what installJobQueue puts in a template. */
function jobQueueFingerprint(): string {
  const pgBossPackage = path.join(import.meta.dirname, '../../node_modules/pg-boss/package.json');
  const version: string = JSON.parse(readFileSync(pgBossPackage, 'utf8')).version;
  const queues = JOB_DEFINITIONS.map((d) => [d.name, queueOptionsOf(d as unknown as TJobDefinition)]);
  return `pg-boss ${version} ${JSON.stringify(queues)}`;
}

/**
 * What drizzle's migrator reads (SQL files, journal) and what the job queue installs: a change to
 * any of them is a new template.
 */
function migrationsHash(extra: string): string {
  const hash = createHash('sha256').update(extra).update(jobQueueFingerprint());
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql') || file.endsWith('_journal.json'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The dump file of a migrated in-memory PGlite, built when missing. Named by the migrations and
 * the PGlite version (its dump is tied to the PostgreSQL it embeds); written then renamed, so a
 * run never reads a half-written file.
 */
export async function ensurePgliteTemplate(rootDir: string): Promise<string> {
  const pglitePackage = path.join(rootDir, 'node_modules/@electric-sql/pglite/package.json');
  const pgliteVersion: string = JSON.parse(readFileSync(pglitePackage, 'utf8')).version;
  const cacheDir = path.join(rootDir, 'node_modules/.cache/creneau-tests');
  const file = path.join(cacheDir, `pglite-${migrationsHash(pgliteVersion)}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    await installJobQueue(database);
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return file;
  } finally {
    await database.close();
  }
}

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated template database on the server, built when missing. Runs from several worktrees
 * share the server: an advisory lock lets one build while the others wait, and the database gets
 * its final name only once migrated, so nobody copies a half-migrated one.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `creneau_template_${migrationsHash('postgres')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const database = await openDatabase({ kind: 'postgres', url: urlOf(serverUrl, building) });
    try {
      await database.migrate();
      await installJobQueue(database);
    } catch (err) {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      throw err;
    }
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
