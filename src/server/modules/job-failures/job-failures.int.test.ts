import { and, desc, eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobFailure, TJobFailureList } from '../../../shared/schemas/job-failures';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TTestUser } from '../../../test/factories';
import { retryDelays, runThroughRetries } from '../../../test/job-retries';
import { auditLog, jobFailures, userNotifications } from '../../db/schema';
import { deadLetterJob } from '../../jobs/dead-letters';

/*
 * Without STRIPE_SECRET_KEY every Stripe job fails each attempt: the failure that reaches the dead
 * letter here is a real one, through pg-boss's retries and its dead-letter queue.
 */
let t: TestApp;
let admins: { user: TTestUser; token: string }[];
let provider: { user: TTestUser; token: string };

const signIn = async (user: TTestUser) => ({ user, token: await t.login(user.email, user.password) });

/** A replaced subscription's cancellation that fails all its attempts, run to its dead letter. */
async function failCancellation(subscriptionId: string) {
  await t.deps.jobs.send('stripe.cancel-subscription', { subscriptionId });
  return runThroughRetries(t, ['stripe.cancel-subscription']);
}

const failureOf = async (subscriptionId: string) =>
  (await t.deps.database.db.select().from(jobFailures).orderBy(desc(jobFailures.failedAt))).find(
    (row) => row.data.subscriptionId === subscriptionId,
  );

const noticesOf = (userId: string) =>
  t.deps.database.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, 'job_failed')));

const list = async (query = '', token = admins[0]?.token) =>
  (await t.get(`/api/admin/job-failures${query}`, { token })).json<TJobFailureList>();

beforeAll(async () => {
  t = await createTestApp();
  admins = [
    await signIn(await createUser(t.deps, { role: 'admin', email: 'alice.admin@creneau.fr' })),
    await signIn(await createUser(t.deps, { role: 'admin', email: 'bruno.admin@creneau.fr' })),
  ];
  provider = await signIn(await createUser(t.deps));
});
afterAll(() => t.close());

describe('dead letters (ADR 0053)', () => {
  it('retries with a doubling delay from 30 s, then records the failure once and tells every administrator', async () => {
    await t.deps.jobs.send('stripe.cancel-subscription', { subscriptionId: 'sub_morte' });
    const first = await t.runJobs(['stripe.cancel-subscription']);
    expect(first).toHaveLength(1);
    // pg-boss's backoff: 30 s doubled at each retry, with up to as much again of jitter.
    const [wait] = await retryDelays(t, 'stripe.cancel-subscription');
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(60);

    const rest = await runThroughRetries(t, ['stripe.cancel-subscription']);
    const attempts = [...first, ...rest].filter((run) => run.name === 'stripe.cancel-subscription');
    expect(attempts).toHaveLength(10);
    expect(attempts.every((run) => run.error instanceof Error)).toBe(true);
    // One dead letter, recorded at its first run.
    expect(rest.filter((run) => run.name === 'jobs.dead-letter').map((run) => run.error)).toEqual([
      undefined,
    ]);

    const row = await failureOf('sub_morte');
    expect(row).toMatchObject({
      queue: 'stripe.cancel-subscription',
      jobId: first[0]?.id,
      data: { subscriptionId: 'sub_morte' },
      lastError: 'Stripe is not configured (no STRIPE_SECRET_KEY): the call waits',
      attempts: 10,
      resolvedAt: null,
      retriedJobId: null,
    });
    for (const { user } of admins) {
      expect(await noticesOf(user.id)).toEqual([
        expect.objectContaining({
          title: 'Un envoi est en échec',
          body: 'Résiliation d’un abonnement Stripe remplacé : toujours en échec après 10 essais. Relancez-le ou marquez-le comme traité.',
          link: '/admin/job-failures',
        }),
      ]);
    }
    expect(await noticesOf(provider.user.id)).toEqual([]);
  });

  it('records a dead letter delivered twice once', async () => {
    const row = await failureOf('sub_morte');
    const copy = {
      sourceName: 'stripe.cancel-subscription',
      sourceId: row?.jobId,
      sourceRetryCount: 9,
      sourceOutput: { name: 'Error', message: 'encore' },
      createdOn: new Date(),
    } as JobWithMetadata<unknown>;
    await deadLetterJob.handler(t.deps, { subscriptionId: 'sub_morte' }, copy);
    const rows = await t.deps.database.db
      .select()
      .from(jobFailures)
      .where(eq(jobFailures.jobId, row?.jobId ?? ''));
    expect(rows).toHaveLength(1);
    expect(await noticesOf(admins[0]?.user.id ?? '')).toHaveLength(1);
  });

  it('tells the administrators once per queue while a failure of it is open, and again once they are handled', async () => {
    await failCancellation('sub_deuxieme');
    expect(await failureOf('sub_deuxieme')).toMatchObject({ resolvedAt: null });
    expect(await noticesOf(admins[0]?.user.id ?? '')).toHaveLength(1);

    for (const id of (await list('?status=open')).failures.map((f) => f.id))
      await t.post(`/api/admin/job-failures/${id}/resolve`, undefined, { token: admins[1]?.token });
    await failCancellation('sub_troisieme');
    expect(await noticesOf(admins[0]?.user.id ?? '')).toHaveLength(2);
  });
});

describe('« Envois en échec » API', () => {
  it('lists the open ones first, filters and pages, and counts the open ones whatever the filter', async () => {
    const all = await list();
    expect(all.failures.map((f) => [f.data.subscriptionId, f.resolvedAt === null])).toEqual([
      ['sub_troisieme', true],
      ['sub_deuxieme', false],
      ['sub_morte', false],
    ]);
    expect(all).toMatchObject({ total: 3, openCount: 1, page: 1 });
    expect(all.failures[1]).toMatchObject({
      label: 'Résiliation d’un abonnement Stripe remplacé',
      resolvedBy: { id: admins[1]?.user.id, email: 'bruno.admin@creneau.fr' },
      retriedJobId: null,
    });
    expect((await list('?status=resolved')).failures.map((f) => f.data.subscriptionId)).toEqual([
      'sub_deuxieme',
      'sub_morte',
    ]);
    const second = await list('?status=resolved&page=2&pageSize=1');
    expect(second).toMatchObject({ total: 2, openCount: 1, page: 2, pageSize: 1 });
    expect(second.failures.map((f) => f.data.subscriptionId)).toEqual(['sub_morte']);
  });

  it('is for administrators only, and says why a filter is refused, in French', async () => {
    expect((await t.get('/api/admin/job-failures', { token: provider.token })).statusCode).toBe(403);
    const open = (await list('?status=open')).failures[0];
    const retried = await t.post(`/api/admin/job-failures/${open?.id}/retry`, undefined, {
      token: provider.token,
    });
    expect(retried.statusCode).toBe(403);
    const bad = await t.get('/api/admin/job-failures?status=failed', { token: admins[0]?.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status', message: 'Statut attendu : open ou resolved' });
  });

  it('« Relancer » sends the same job (same data) in the transaction that closes the failure, audited; twice is refused', async () => {
    const open = (await list('?status=open')).failures[0] as TJobFailure;
    const response = await t.post(`/api/admin/job-failures/${open.id}/retry`, undefined, {
      token: admins[0]?.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const failure = response.json<{ failure: TJobFailure }>().failure;
    expect(failure).toMatchObject({
      id: open.id,
      resolvedBy: { id: admins[0]?.user.id, email: 'alice.admin@creneau.fr' },
      retriedJobId: expect.any(String),
    });
    const job = await t.deps.jobs.boss.getJobById('stripe.cancel-subscription', failure.retriedJobId ?? '');
    expect(job).toMatchObject({ state: 'created', data: { subscriptionId: 'sub_troisieme' } });
    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job_failure.retry'), eq(auditLog.targetId, open.id)));
    expect(entry).toMatchObject({
      actorEmail: 'alice.admin@creneau.fr',
      targetType: 'job_failure',
      targetLabel: 'Résiliation d’un abonnement Stripe remplacé',
      changes: { retriedJobId: { after: failure.retriedJobId } },
    });

    for (const action of ['retry', 'resolve']) {
      const again = await t.post(`/api/admin/job-failures/${open.id}/${action}`, undefined, {
        token: admins[1]?.token,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Cet envoi a déjà été relancé ou marqué comme traité.');
    }
    expect(await list('?status=open')).toMatchObject({ total: 0, openCount: 0 });
  });

  it('« Marquer comme traité » closes it without a job, audited', async () => {
    await failCancellation('sub_a_la_main');
    const open = (await list('?status=open')).failures[0] as TJobFailure;
    const response = await t.post(`/api/admin/job-failures/${open.id}/resolve`, undefined, {
      token: admins[1]?.token,
    });
    expect(response.json<{ failure: TJobFailure }>().failure).toMatchObject({
      resolvedBy: { email: 'bruno.admin@creneau.fr' },
      retriedJobId: null,
      resolvedAt: expect.any(String),
    });
    const entries = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job_failure.resolve'), eq(auditLog.targetId, open.id)));
    expect(entries).toHaveLength(1);
    expect(
      await t.deps.jobs.boss.findJobs('stripe.cancel-subscription', {
        data: { subscriptionId: 'sub_a_la_main' },
        queued: true,
      }),
    ).toEqual([]);
  });

  it('refuses to retry a job the code no longer knows, and answers 404 for an unknown failure', async () => {
    const [gone] = await t.deps.database.db
      .insert(jobFailures)
      .values({
        queue: 'ancien.travail',
        jobId: crypto.randomUUID(),
        data: {},
        lastError: 'disparu',
        attempts: 3,
        failedAt: new Date(),
      })
      .returning();
    const retried = await t.post(`/api/admin/job-failures/${gone?.id}/retry`, undefined, {
      token: admins[0]?.token,
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe('Ce type d’envoi n’existe plus : marquez-le comme traité.');
    expect((await list('?status=open')).failures[0]).toMatchObject({ id: gone?.id, label: 'ancien.travail' });

    const absent = await t.post(`/api/admin/job-failures/${crypto.randomUUID()}/resolve`, undefined, {
      token: admins[0]?.token,
    });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('Envoi en échec introuvable.');
  });
});
