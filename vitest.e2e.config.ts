import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // One migrated data directory per run, copied for each journey server (ADR 0052).
    globalSetup: ['e2e/support/global-setup.ts'],
    // Waiting is bounded step by step, never by the journey's total: each Playwright action and
    // wait gives up after its default 30 s naming the step, and so does expect.poll (vitest's own
    // default is 1 s). The journey's limit only stops one that hangs outside those steps: the same
    // journey takes 11 s on a quiet machine and 90 s on a starved one (CI, stop 40), so a total
    // is no speed check — the run's duration is (ADR 0052).
    testTimeout: 600_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
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
