import path from 'node:path';

// Found from this file, which runs from src/server (tests, bench) or is bundled into dist/server:
// no package.json nor src/ is needed next to a built server.

/**
 * The migrations sit next to the code that applies them: src/server/db/migrations, copied by
 * scripts/build-server.mjs to dist/server/db/migrations.
 */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'db/migrations');
/** The built web app, dist/web, from either place. */
export const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../dist/web');
