import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './db-template';

/** Vitest globalSetup of the integration projects: the migrated template their files copy. */
export default async function setup(project: TestProject): Promise<void> {
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL manquant pour TEST_DB_KIND=postgres');
    project.provide('postgresTemplate', await ensurePostgresTemplate(serverUrl));
    return;
  }
  project.provide('pgliteTemplate', await ensurePgliteTemplate(project.config.root));
}
