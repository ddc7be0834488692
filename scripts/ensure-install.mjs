// Runs before `npm start` and `npm test` with whatever Node is on the machine: installs the
// project's dependencies (including its own Node 24) when they are missing or out of date.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const lock = readFileSync('package-lock.json');
const stampFile = 'node_modules/.creneau-install-stamp';
const digest = createHash('sha256').update(lock).digest('hex');
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== digest || !existsSync('node_modules/.bin/node')) {
  console.log('Installation des dépendances (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  writeFileSync(stampFile, digest);
}
