import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS = 'src/server/db/migrations';

/**
 * Puts the migrations next to a server bundle written to `outDir`, where src/server/paths.ts
 * looks for them: what drizzle's migrator reads, the SQL files and meta/_journal.json (not the
 * snapshots).
 */
export function copyMigrations(outDir) {
  const target = path.join(outDir, 'db/migrations');
  rmSync(target, { recursive: true, force: true });
  cpSync(MIGRATIONS, target, { recursive: true, filter: (source) => !source.endsWith('_snapshot.json') });
}
