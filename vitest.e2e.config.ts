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
    // Each file starts its own server and browser; two at a time fit a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
