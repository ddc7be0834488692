// Bundles the server (TypeScript + TSX e-mail templates) into dist/server/main.js and the job worker
// into dist/server/worker.js; packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', worker: 'src/server/worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
});
