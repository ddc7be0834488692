// Runs before `npm start` and `npm test` with whatever Node is on the machine: installs the
// project's dependencies (including its own Node 24) when they are missing or out of date.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const stampFile = 'node_modules/.creneau-install-stamp';
const digest = () =>
  createHash('sha256')
    .update(readFileSync('package.json'))
    .update(readFileSync('package-lock.json'))
    .digest('hex');
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== digest() || !existsSync('node_modules/.bin/node')) {
  console.log('Installation des dépendances (npm install)…');
  // npm install rather than npm ci: this npm writes lock files without other platforms' optional
  // packages and then refuses them in npm ci; install honours the locked versions all the same.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
  writeFileSync(stampFile, digest());
}
