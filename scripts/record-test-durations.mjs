// Writes src/test/file-durations.json from vitest's cache of the last run (unit, integration and
// browser journeys): the order a fresh clone starts its test files in (src/test/known-durations-sequencer.ts).
// Run after a whole `npm test`: `npm run test:durations`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const cacheDir = 'node_modules/.vite/vitest';
const durations = {};
for (const dir of readdirSync(cacheDir)) {
  let results;
  try {
    results = JSON.parse(readFileSync(path.join(cacheDir, dir, 'results.json'), 'utf8')).results;
  } catch {
    continue;
  }
  for (const [key, { duration }] of results) {
    if (typeof duration === 'number') durations[key] = Math.round(duration / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync('src/test/file-durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(sorted).length} fichiers de test, durées écrites dans src/test/file-durations.json`,
);
