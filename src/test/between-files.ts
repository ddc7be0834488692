import { readFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';

/**
 * The test files of a worker share its loaded modules (ADR 0051): what a new worker gave each
 * file, when files share one. Runs before each file, ahead of the projects' own setup files.
 *
 * A file that replaces a module (`vi.mock`) needs every module importing it loaded again for
 * itself, and the next file needs them loaded without the replacement: such a file starts and
 * ends with an empty module registry.
 */
const file = expect.getState().testPath;
if (file && /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'))) {
  vi.resetModules();
  afterAll(() => {
    vi.resetModules();
  });
}

// Vitest restores spies between files; fake timers and stubbed globals or variables stay behind.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
