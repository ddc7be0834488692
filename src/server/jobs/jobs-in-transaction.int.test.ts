import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

class RolledBack extends Error {}

/** The jobs of push.deliver whose data names that delivery (push.deliver: a standard queue). */
async function jobsFor(t: TestApp, deliveryId: string) {
  return t.deps.jobs.boss.findJobs('push.deliver', { data: { deliveryId } });
}

describe('jobs sent in the business transaction (ADR 0048)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a job sent in a transaction that rolls back does not exist', async () => {
    const deliveryId = randomUUID();
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        const id = await t.deps.jobs.send('push.deliver', { deliveryId }, { tx });
        expect(id).toBeTruthy();
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await jobsFor(t, deliveryId)).toEqual([]);
  });

  it('a job sent in a transaction that commits exists once, created', async () => {
    const deliveryId = randomUUID();
    const id = await t.deps.database.db.transaction((tx) =>
      t.deps.jobs.send('push.deliver', { deliveryId }, { tx }),
    );
    const found = await jobsFor(t, deliveryId);
    expect(found.map((job) => ({ id: job.id, state: job.state }))).toEqual([{ id, state: 'created' }]);
  });

  it('a job with a business key takes it from its data at every send (e-mail: one live job per row)', async () => {
    const emailId = randomUUID();
    const other = randomUUID();
    // The producer's send and a later one (an administrator's « Relancer ») name no key themselves.
    const first = await t.deps.jobs.send('email.send', { emailId });
    const again = await t.deps.jobs.send('email.send', { emailId });
    const [many] = await t.deps.jobs.sendMany('email.send', [{ data: { emailId } }]);
    const unrelated = await t.deps.jobs.send('email.send', { emailId: other });
    expect(first).toBeTruthy();
    expect(again).toBeNull();
    expect(many).toBeUndefined();
    expect(unrelated).toBeTruthy();
    const found = await t.deps.jobs.boss.findJobs('email.send', { data: { emailId } });
    expect(found.map((job) => job.singletonKey)).toEqual([emailId]);
  });

  it('sendMany inserts every job in the transaction, or none when it rolls back', async () => {
    const kept = [randomUUID(), randomUUID()];
    const dropped = [randomUUID(), randomUUID()];
    await t.deps.database.db.transaction((tx) =>
      t.deps.jobs.sendMany(
        'push.deliver',
        kept.map((deliveryId) => ({ data: { deliveryId } })),
        { tx },
      ),
    );
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await t.deps.jobs.sendMany(
          'push.deliver',
          dropped.map((deliveryId) => ({ data: { deliveryId } })),
          { tx },
        );
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    for (const deliveryId of kept) expect(await jobsFor(t, deliveryId)).toHaveLength(1);
    for (const deliveryId of dropped) expect(await jobsFor(t, deliveryId)).toEqual([]);
  });

  it('refuses data its job schema refuses, before anything is written', async () => {
    await expect(
      t.deps.jobs.send('push.deliver', { deliveryId: 'pas-un-uuid' }, { tx: t.deps.database.db }),
    ).rejects.toThrow();
  });

  it('runJobs runs a due job through its handler and completes it', async () => {
    const id = await t.deps.database.db.transaction((tx) =>
      t.deps.jobs.send('shop.housekeeping', {}, { tx }),
    );
    const runs = await t.runJobs(['shop.housekeeping']);
    expect(runs).toEqual([{ name: 'shop.housekeeping', id }]);
    expect((await t.deps.jobs.boss.getJobById('shop.housekeeping', id ?? ''))?.state).toBe('completed');
    expect(await t.runJobs(['shop.housekeeping'])).toEqual([]);
  });
});
