import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { DEAD_LETTER_QUEUE } from './dead-letters';
import { openJobs } from './start-jobs';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('the dead-letter queue of every queue (ADR 0053)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is given at start to a queue an earlier release created without one', async () => {
    const { boss } = t.deps.jobs;
    expect((await boss.getQueue('stripe.refund'))?.deadLetter).toBe(DEAD_LETTER_QUEUE);
    await boss.updateQueue('stripe.refund', { deadLetter: null });
    expect((await boss.getQueue('stripe.refund'))?.deadLetter).toBeFalsy();

    const reopened = await openJobs(t.deps.database, { log: silent, maintenance: false });
    try {
      expect((await boss.getQueue('stripe.refund'))?.deadLetter).toBe(DEAD_LETTER_QUEUE);
      expect((await boss.getQueue(DEAD_LETTER_QUEUE))?.deadLetter).toBeFalsy();
    } finally {
      await reopened.close();
    }
  });
});
