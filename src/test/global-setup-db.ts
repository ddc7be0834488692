import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './db-template';
import { workerDatabasePrefix } from './worker-database';

/** Drops the databases the workers of this run kept (worker-database.ts), however they ended. */
async function dropWorkerDatabases(serverUrl: string, runId: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [workerDatabasePrefix(runId)],
    );
    for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Vitest globalSetup of the integration projects: the migrated template their files copy. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL manquant pour TEST_DB_KIND=postgres');
    const runId = randomBytes(4).toString('hex');
    project.provide('postgresTemplate', await ensurePostgresTemplate(serverUrl));
    project.provide('postgresRunId', runId);
    return () => dropWorkerDatabases(serverUrl, runId);
  }
  project.provide('pgliteTemplate', await ensurePgliteTemplate(project.config.root));
  return undefined;
}
