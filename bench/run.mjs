// `npm run bench`: bundles bench/main.ts with the server code it drives (TypeScript and the TSX
// e-mail templates, as scripts/build-server.mjs does for the app) and runs it on the project's Node.
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const outfile = 'dist/bench/main.js';
await build({
  entryPoints: ['bench/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(outfile).href);
