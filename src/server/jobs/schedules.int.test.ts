import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { startWorkers, type TWorkers } from './start-jobs';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('recurring jobs (cron) as pg-boss runs them', () => {
  let t: TestApp;
  let workers: TWorkers;
  beforeAll(async () => {
    t = await createTestApp();
    workers = await startWorkers(t.deps, { log: quiet, ticks: false, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await workers.close();
    await t.close();
  });

  // pg-boss hands a cron run the data its schedule was given: null before this fix. Such a run must
  // do its work, not fail on its schema (it did: the recurring jobs never ran in production).
  it('runs a recurring job whose data is null instead of failing it', async () => {
    const { boss } = t.deps.jobs;
    const id = await boss.send('shop.housekeeping', null as unknown as object);
    const deadline = Date.now() + 30_000;
    let state: string | undefined;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = id ? (await boss.getJobById('shop.housekeeping', id))?.state : undefined;
    } while (!['completed', 'failed', 'retry'].includes(state ?? '') && Date.now() < deadline);
    expect(state).toBe('completed');
  }, 40_000);
});
