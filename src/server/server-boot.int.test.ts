import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyPostgresDatabase } from '../test/db';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { openJobs } from './jobs/start-jobs';
import { type RunningServer, startServer } from './server';

const ROUNDS = [1, 2, 3];
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Every outcome, so that a failed start reads as its error and the started ones get closed. */
function outcomes<T>(settled: PromiseSettledResult<T>[]): string[] {
  return settled.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'));
}
function fulfilled<T>(settled: PromiseSettledResult<T>[]): T[] {
  return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
}

// Several nodes share a database only on PostgreSQL: embedded PGlite is one process by construction.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'nodes starting together on one fresh PostgreSQL',
  () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each(ROUNDS)(
      'two app nodes started at the same moment both come up, round %i',
      async () => {
        // The start banners of both nodes say nothing this test needs.
        vi.spyOn(console, 'log').mockImplementation(() => {});
        const database = await createEmptyPostgresDatabase();
        const config = loadConfig({
          DATABASE_URL: database.url,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          // Every start-time step that writes: migrations, pg-boss's schema, secrets, demo and admin.
          SEED_DEMO: 'true',
          ADMIN_EMAIL: 'patron@exemple.fr',
          ADMIN_PASSWORD: 'Secret-du-patron-1',
        });
        const started = await Promise.allSettled([startServer(config), startServer(config)]);
        const nodes = fulfilled(started);
        try {
          expect(outcomes(started)).toEqual(['started', 'started']);
          for (const node of nodes) {
            expect((await node.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
          }
          const { db } = (nodes[0] as RunningServer).deps.database;
          // The demo accounts once, the configured admin once.
          expect(await db.select({ n: count() }).from(users)).toEqual([{ n: 3 }]);
          expect(await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))).toEqual([
            { n: 2 },
          ]);
        } finally {
          for (const node of nodes) await node.close();
          await database.drop();
        }
      },
      90_000,
    );

    it.each(ROUNDS)(
      'two job queues installing pg-boss at the same moment both start, round %i',
      async () => {
        const empty = await createEmptyPostgresDatabase();
        const databases = [
          await openDatabase({ kind: 'postgres', url: empty.url }),
          await openDatabase({ kind: 'postgres', url: empty.url }),
        ];
        await databases[0]?.migrate();
        const started = await Promise.allSettled(
          databases.map((database) => openJobs(database, { log: silentLog })),
        );
        try {
          expect(outcomes(started)).toEqual(['started', 'started']);
        } finally {
          for (const jobs of fulfilled(started)) await jobs.close();
          for (const database of databases) await database.close();
          await empty.drop();
        }
      },
      90_000,
    );
  },
);
