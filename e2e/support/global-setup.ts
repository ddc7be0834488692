import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory: each journey server starts from a copy (ADR 0052). */
    e2ePreparedDataDir?: string;
  }
}

/**
 * initdb and the migrations once per run instead of once per journey server (3 s or more each on a
 * 2-core machine): the servers' own start then finds a migrated database and only seeds it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'creneau-e2e-prepared-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('e2ePreparedDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
