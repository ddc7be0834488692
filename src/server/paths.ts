import { existsSync } from 'node:fs';
import path from 'node:path';

/** The project root, found from this file whether it runs from src/ (tests) or dist/ (bundle). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json introuvable');
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src/server/db/migrations');
export const WEB_DIST_DIR = path.join(ROOT_DIR, 'dist/web');
