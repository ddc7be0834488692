// `npm run bench`: the server figures (bench/main.ts), then the web pages in Chromium
// (bench/web/main.ts); `npm run bench:web` runs the web pages alone. Each part is bundled with the
// code it drives (scripts/node-bundle-options.mjs, as for the app) and runs in its own process on
// the project's Node; the first failing part sets the exit code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { copyMigrations } from '../scripts/copy-migrations.mjs';
import { NODE_BUNDLE_OPTIONS } from '../scripts/node-bundle-options.mjs';

const parts = { server: 'bench/main.ts', web: 'bench/web/main.ts' };
/** The preload of `npm run serve` (source maps of the app only), built where package.json expects it. */
const SOURCE_MAPS = 'dist/server/source-maps.js';
const chosen = process.argv[2] ? [process.argv[2]] : Object.keys(parts);

await build({ entryPoints: ['src/server/source-maps.ts'], outfile: SOURCE_MAPS, ...NODE_BUNDLE_OPTIONS });
let exitCode = 0;
for (const name of chosen) {
  const entry = parts[name];
  if (!entry) throw new Error(`partie de bench inconnue : ${name} (server ou web)`);
  const outfile = `dist/bench/${name}.js`;
  await build({
    entryPoints: [entry],
    outfile,
    ...NODE_BUNDLE_OPTIONS,
  });
  // The bundled server code finds its migrations next to the bundle (src/server/paths.ts).
  copyMigrations(path.dirname(outfile));
  const run = spawnSync(process.execPath, [`--import=./${SOURCE_MAPS}`, outfile], { stdio: 'inherit' });
  if (exitCode === 0) exitCode = run.status ?? 1;
}
process.exit(exitCode);
