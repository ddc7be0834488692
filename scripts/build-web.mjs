// Builds the web app (vite.config.ts) into dist/web, then the first screens drawn before any
// script runs (ADR 0068): src/web/prerender/render.tsx bundled for Node into dist/prerender (all
// its packages inside, so a production image needs nothing more), with which the landing page's
// first screen is written into landing.html now and a booking page's by the server on each request.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compressFile } from './compress-file.mjs';
import { REACT_ROUTER_PRODUCTION } from './react-router-production.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const LANDING = path.join(ROOT, 'dist/web/landing.html');
/** The server loads it from here (src/server/paths.ts PRERENDER_MODULE). */
const PRERENDER_DIR = path.join(ROOT, 'dist/prerender');

await build({ configFile: path.join(ROOT, 'vite.config.ts') });
await build({
  configFile: false,
  root: ROOT,
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: REACT_ROUTER_PRODUCTION },
  // React's production build, whatever NODE_ENV the server runs with (as for the e-mails, ADR 0057).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/web/prerender/render.tsx',
    outDir: PRERENDER_DIR,
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
  },
});

const { renderLanding } = await import(pathToFileURL(path.join(PRERENDER_DIR, 'render.js')).href);
const html = await readFile(LANDING, 'utf8');
const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error('landing.html : <div id="root"></div> introuvable');
await writeFile(LANDING, html.replace(root, `<div id="root">${await renderLanding()}</div>`));
await compressFile(LANDING);
