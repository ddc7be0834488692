import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, type TServerDatabase } from '../../test/db';
import { outboundWarning } from '../outbound/guard';
import { bundle, spawnNode } from './test-support';

// `npm run worker` runs on PostgreSQL only: the real bundle, started and stopped by signals.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('npm run worker as a process', () => {
  let bundled: Awaited<ReturnType<typeof bundle>>;
  let database: TServerDatabase;

  beforeAll(async () => {
    bundled = await bundle({ worker: path.join(import.meta.dirname, '../worker.ts') });
    database = await createEmptyPostgresDatabase();
  }, 60_000);
  afterAll(async () => {
    bundled?.remove();
    await database?.drop();
  });

  it('logs JSON lines through pino, warns while OUTBOUND_ALLOW_PRIVATE is on, and stops on SIGTERM', async () => {
    const run = spawnNode(path.join(bundled.outdir, 'worker.js'), [], {
      DATABASE_URL: database.url,
      OUTBOUND_ALLOW_PRIVATE: 'true',
    });
    await run.waitForOutput('travaux en arrière-plan démarrés', 60_000);
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    const lines = run.jsonLines();
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: outboundWarning({ OUTBOUND_ALLOW_PRIVATE: true }),
    });
    expect(lines.slice(-2)).toMatchObject([
      { level: 30, msg: 'SIGTERM reçu, arrêt en cours…' },
      { msg: 'arrêt terminé' },
    ]);
    expect(run.stderr()).toBe('');
  }, 90_000);
});
