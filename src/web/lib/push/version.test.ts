import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SERVICE_WORKER_VERSION } from './version';

it('versions the service worker with the hash of public/sw.js, so browsers fetch a changed one', () => {
  const source = readFileSync(path.resolve('public/sw.js'));
  expect(createHash('sha256').update(source).digest('hex').slice(0, 10)).toBe(SERVICE_WORKER_VERSION);
});
