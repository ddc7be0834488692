import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // One migrated data directory per run, copied for each journey server (ADR 0052).
    globalSetup: ['e2e/support/global-setup.ts'],
    // A journey goes through several screens, each a real page load on a shared 2-core machine:
    // the longest take about 50 s there, so each gets twice that.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own server (own port, own copy of the data directory) and browser, and
    // waits on them most of the time: three at a time keep a 2-core machine busy (ADR 0052: the run
    // took 545 s with 2, 422 s with 3, 435 s with 4 on a machine shared with other test runs).
    maxWorkers: 3,
    fileParallelism: true,
    // The files of one worker share loaded modules (Playwright, the support code): each file still
    // starts its own server and browser, and keeps no state in a shared module.
    isolate: false,
  },
});
