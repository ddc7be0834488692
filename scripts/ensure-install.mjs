// Runs before `npm start` and `npm test` with whatever Node is on the machine: installs the
// project's dependencies (including its own Node 24) when they are missing or out of date.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const stampFile = 'node_modules/.creneau-install-stamp';
// The build needs the devDependencies (Node 24, Vite, esbuild): a missing one means an install
// without them (NODE_ENV=production, npm prune --omit=dev) and calls for a new one.
const buildTools = ['node_modules/.bin/node', 'node_modules/.bin/vite', 'node_modules/.bin/esbuild'];
const digest = () =>
  createHash('sha256')
    .update(readFileSync('package.json'))
    .update(readFileSync('package-lock.json'))
    .digest('hex');
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== digest() || !buildTools.every((tool) => existsSync(tool))) {
  console.log('Installation des dépendances (npm install)…');
  // npm install rather than npm ci: this npm writes lock files without other platforms' optional
  // packages and then refuses them in npm ci; install honours the locked versions all the same.
  // --include=dev: with NODE_ENV=production (set by most hosts) npm would leave out the
  // devDependencies, and with them the build tools and the project's own Node.
  execSync('npm install --include=dev --no-audit --no-fund', { stdio: 'inherit' });
  writeFileSync(stampFile, digest());
}
