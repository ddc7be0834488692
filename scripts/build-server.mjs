// Bundles the server (TypeScript + TSX e-mail templates) into dist/server/main.js and the job worker
// into dist/server/worker.js; packages stay external. Copies the migrations next to the bundle, so
// that dist/ runs without src/, and refuses a bundle that imports anything but a production
// dependency: a production image installs `dependencies` only (npm prune --omit=dev).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { copyMigrations } from './copy-migrations.mjs';
import { NODE_BUNDLE_OPTIONS } from './node-bundle-options.mjs';

const OUT_DIR = 'dist/server';

const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    worker: 'src/server/worker.ts',
    'source-maps': 'src/server/source-maps.ts',
  },
  outdir: OUT_DIR,
  ...NODE_BUNDLE_OPTIONS,
  metafile: true,
});

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const builtins = new Set(builtinModules);
const outside = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (!external || specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = packageName(specifier);
    if (!(name in dependencies)) outside.add(name);
  }
}
if (outside.size > 0) {
  console.error(
    `Le serveur construit importe des paquets absents des dependencies de package.json : ${[...outside].join(', ')}.\n` +
      'Une image de production ne les aurait pas (npm prune --omit=dev) : déplacez-les dans dependencies.',
  );
  process.exit(1);
}

copyMigrations(OUT_DIR);
