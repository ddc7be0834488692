import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and browser; two at a time fit a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
