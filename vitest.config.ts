import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The files that start a real CalDAV server (src/test/radicale.ts). Without Radicale they are
 * skipped with a message, except in CI, where `.ci/run` installs it and its absence is an error.
 */
const RADICALE_TESTS = [
  'src/server/modules/caldav/**/*.int.test.ts',
  'src/server/modules/caldav/protocol/{discovery,objects,reports}.test.ts',
];
const radicaleMissing =
  spawnSync(process.env.RADICALE_PATH ?? 'radicale', ['--version'], { stdio: 'ignore' }).error !== undefined;
if (radicaleMissing && process.env.CI) throw new Error('Radicale introuvable : apt-get install radicale');
if (radicaleMissing)
  console.warn('Radicale introuvable : tests CalDAV ignorés (apt-get install radicale pour les lancer).');
const withoutRadicale = radicaleMissing ? RADICALE_TESTS : [];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', ...withoutRadicale],
          // The files of one worker share loaded modules (src/test/between-files.ts, ADR 0051).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          // One jsdom and one module registry per worker, each file starting on an empty document
          // (setup.ts); a file that mocks a module loads the modules afresh (src/test/between-files.ts).
          setupFiles: ['src/web/test/setup.ts'],
          isolate: false,
          // A journey through lazily loaded screens waits up to 15 s for one element (setup.ts).
          testTimeout: 45_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int-pglite',
          environment: 'node',
          include: ['src/server/**/*.int.test.ts', 'src/test/**/*.int.test.ts'],
          exclude: withoutRadicale,
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['src/test/global-setup-db.ts'],
          // The files of one worker share loaded modules (the server is imported once per worker)
          // and one embedded database, reset between files (src/test/worker-database.ts, ADR 0051).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'int-postgres',
                environment: 'node' as const,
                include: ['src/server/**/*.int.test.ts'],
                exclude: withoutRadicale,
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['src/test/global-setup-db.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/between-files.ts'],
    // The integration files wait on PostgreSQL and sockets much of the time: on a 2-core CI
    // machine, 3 workers finish the suite about a third sooner than vitest's default of 1.
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});
