// Browser journeys: build the app, then run e2e/*.e2e.ts in real Chromium (Debian package).
// Without Chromium they are skipped with a message, except in CI where that is an error.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const chromium = candidates.find((p) => existsSync(p));
if (!chromium) {
  const message =
    'Chromium introuvable : parcours navigateur ignorés (apt-get install chromium pour les lancer).';
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}
// The journeys that need no push run in the old headless shell when installed (ADR 0069).
const shell = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']
  .filter(Boolean)
  .find((p) => existsSync(p));
if (!shell)
  console.log(
    'chromium-headless-shell introuvable : tous les parcours dans Chromium complet (plus lent ; apt-get install chromium-headless-shell).',
  );
execSync('npm run build', { stdio: 'inherit' });
// Extra arguments filter the journeys: `node scripts/run-e2e.mjs e2e/dpa.e2e.ts`
// (npx finds the project's vitest when the script is run without npm).
const filters = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(' ');
execSync(`npx vitest run --config vitest.e2e.config.ts ${filters}`.trim(), {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, ...(shell ? { CHROMIUM_HEADLESS_SHELL_PATH: shell } : {}) },
});
