import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { postponeJobs, runDueJobs } from '../../test/run-jobs';
import { type SmtpListener, startSmtpListener } from '../../test/smtp-listener';
import { outboxEmails } from '../db/schema';
import type { AppDeps } from '../deps';
import { openJobs, startWorkers, type TJobs, type TWorkers } from '../jobs/start-jobs';
import { createMailer } from './mailer';
import { ERASED_RECIPIENT } from './outbox-scrub';
import { queueEmails, sendEmail } from './queue-emails';
import { requeueUnsentEmails } from './requeue';
import { MAX_ATTEMPTS, type Mailer, type TOutgoingEmail } from './types';

let t: TestApp;
let listener: SmtpListener | undefined;
const mailers: Mailer[] = [];
const logs: { level: string; msg: string; obj: object }[] = [];
const log = {
  info: (obj: object, msg: string) => logs.push({ level: 'info', msg, obj }),
  warn: (obj: object, msg: string) => logs.push({ level: 'warn', msg, obj }),
  error: (obj: object, msg: string) => logs.push({ level: 'error', msg, obj }),
};

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.close()));
  await listener?.close();
  listener = undefined;
  // Whatever a test left behind (rows and their jobs) must not reach the next one.
  await t.deps.jobs.boss.deleteAllJobs('email.send');
  await t.deps.database.db.delete(outboxEmails);
  logs.length = 0;
});
afterAll(async () => {
  await t?.close();
});

/** The test app's deps with a transport to that SMTP server (none: the log). */
function depsWith(smtpUrl: string | undefined): AppDeps {
  const mailer = createMailer({ smtpUrl, from: 'Créneau <no-reply@creneau.test>', log });
  mailers.push(mailer);
  return { ...t.deps, mailer };
}

const runEmailJobs = (deps: AppDeps) => runDueJobs(deps, ['email.send'], log);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function rowOf(id: string) {
  const [row] = await t.deps.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new Error(`outbox row ${id} missing`);
  return row;
}

async function jobsOf(emailId: string) {
  return t.deps.jobs.boss.findJobs('email.send', { data: { emailId } });
}

const message: TOutgoingEmail = {
  kind: 'test',
  to: 'camille@example.fr',
  subject: 'Votre rendez-vous est confirmé',
  html: '<p>Bonjour <strong>Camille</strong></p>',
  text: 'Bonjour Camille',
  attachments: [
    {
      filename: 'rdv.ics',
      contentType: 'text/calendar',
      contentBase64: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
    },
  ],
  trigger: { userId: null, kind: 'public_booking' },
};

/** A row as an earlier release left it: written to the outbox, with no job. */
async function insertRow(values: Partial<typeof outboxEmails.$inferInsert>): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(outboxEmails)
    .values({
      kind: 'test',
      toAddress: 'a@example.fr',
      subject: 'Relance',
      html: '<p>x</p>',
      text: 'x',
      ...values,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('e-mails through the email.send job', () => {
  it('delivers subject, HTML, text and attachment intact over SMTP, once', async () => {
    listener = await startSmtpListener();
    const deps = depsWith(listener.url);
    const id = await sendEmail(deps, message);
    expect(await runEmailJobs(deps)).toHaveLength(1);
    const mail = await listener.waitFor((m) => m.subject === message.subject);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('camille@example.fr');
    expect(mail.from?.text).toContain('no-reply@creneau.test');
    expect(mail.html).toContain('<strong>Camille</strong>');
    expect(mail.text?.trim()).toBe('Bonjour Camille');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('rdv.ics');
    expect(mail.attachments[0]?.content.toString()).toBe('BEGIN:VCALENDAR');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await jobsOf(id)).map((job) => job.state)).toEqual(['completed']);
    // A second run of the same row (pg-boss delivers at least once) sends nothing.
    await t.deps.database.db.transaction((tx) =>
      t.deps.jobs.send('email.send', { emailId: id }, { tx, singletonKey: id }),
    );
    await runEmailJobs(deps);
    expect(listener.messages.filter((m) => m.subject === message.subject)).toHaveLength(1);
    expect((await rowOf(id)).attempts).toBe(1);
  });

  it('a crash between the commit and the send loses nothing: the job is there and delivers it', async () => {
    listener = await startSmtpListener();
    const deps = depsWith(listener.url);
    const [id] = await t.deps.database.db.transaction((tx) =>
      queueEmails(tx, deps.jobs, [message], t.clock.now()),
    );
    // No worker ran: the process died here.
    expect((await rowOf(id ?? '')).status).toBe('queued');
    expect((await jobsOf(id ?? '')).map((job) => job.state)).toEqual(['created']);
    // The next process's workers.
    await runEmailJobs(deps);
    expect((await rowOf(id ?? '')).status).toBe('sent');
    expect(listener.messages.map((m) => m.subject)).toEqual([message.subject]);
  });

  it('a message rolled back with its change has neither row nor job', async () => {
    class RolledBack extends Error {}
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await queueEmails(tx, t.deps.jobs, [message], t.clock.now());
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await t.deps.database.db.select().from(outboxEmails)).toEqual([]);
    expect(await t.deps.jobs.boss.findJobs('email.send')).toEqual([]);
  });

  it('keeps a message failed while SMTP is down, pg-boss retries it later, and it is sent once', async () => {
    const port = await freePort();
    const deps = depsWith(`smtp://127.0.0.1:${port}`);
    const id = await sendEmail(deps, message);
    const [first] = await runEmailJobs(deps);
    expect(first?.error).toBeDefined();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(logs.some((l) => l.level === 'warn' && l.msg.includes('nouvel essai programmé'))).toBe(true);
    // pg-boss holds the retry 30 s or more (backoff): nothing is due yet.
    const [job] = await jobsOf(id);
    expect(job?.state).toBe('retry');
    expect(job?.startAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await runEmailJobs(deps)).toEqual([]);

    listener = await startSmtpListener({ port });
    await postponeJobs(t.deps, 'email.send', { emailId: id }, new Date());
    await runEmailJobs(deps);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(listener.messages.map((x) => x.subject)).toEqual([message.subject]);
  });

  it("keeps a message in the outbox with status 'logged' without SMTP_URL", async () => {
    const deps = depsWith(undefined);
    const id = await sendEmail(deps, message);
    await runEmailJobs(deps);
    expect((await rowOf(id)).status).toBe('logged');
    expect((await rowOf(id)).sentAt).not.toBeNull();
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'info',
        obj: expect.objectContaining({ subject: message.subject, emailId: id }),
      }),
    );
  });

  it('two workers never send one row twice', async () => {
    listener = await startSmtpListener();
    const deps = depsWith(listener.url);
    // The second node: its own queue handle (and, on PostgreSQL, its own pool).
    const secondJobs: TJobs = await openJobs(t.deps.database, { log, maintenance: false });
    const workers: TWorkers[] = [];
    try {
      const options = { log, ticks: false, pollingIntervalSeconds: 0.5 };
      workers.push(await startWorkers(deps, options));
      workers.push(await startWorkers({ ...deps, jobs: secondJobs }, options));
      const subjects = Array.from({ length: 12 }, (_, i) => `Message ${i}`);
      await t.deps.database.db.transaction((tx) =>
        queueEmails(
          tx,
          deps.jobs,
          subjects.map((subject) => ({ ...message, subject })),
          t.clock.now(),
        ),
      );
      // A restart meanwhile queues the unsent rows again: the queue keeps one job per row.
      await requeueUnsentEmails(deps);
      for (const subject of subjects) await listener.waitFor((m) => m.subject === subject, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(listener.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
      const rows = await t.deps.database.db.select().from(outboxEmails);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(subjects.map(() => ['sent', 1]));
    } finally {
      for (const workersOfNode of workers) await workersOfNode.close();
      await secondJobs.close();
    }
  }, 40_000);

  it('stops after MAX_ATTEMPTS (pg-boss gives up) and leaves the failure visible', async () => {
    const port = await freePort();
    const deps = depsWith(`smtp://127.0.0.1:${port}`);
    const id = await sendEmail(deps, message);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // Each retry made due at once instead of after its backoff.
      await postponeJobs(t.deps, 'email.send', { emailId: id }, new Date());
      expect(await runEmailJobs(deps)).toHaveLength(1);
    }
    const last = await rowOf(id);
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(last.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await jobsOf(id)).map((job) => job.state)).toEqual(['failed']);
    expect(logs.some((l) => l.level === 'error' && l.msg.includes('échec définitif'))).toBe(true);

    listener = await startSmtpListener({ port });
    await postponeJobs(t.deps, 'email.send', { emailId: id }, new Date());
    expect(await runEmailJobs(deps)).toEqual([]);
    expect(listener.messages).toHaveLength(0);
    // Finished: a restart gives it no job either.
    expect(await requeueUnsentEmails(deps)).toBe(0);
  });

  it('never writes to a recipient the RGPD erased, whoever runs its job again', async () => {
    listener = await startSmtpListener();
    const deps = depsWith(listener.url);
    const id = await insertRow({ status: 'failed', attempts: MAX_ATTEMPTS, toAddress: ERASED_RECIPIENT });
    await t.deps.database.db.transaction((tx) =>
      t.deps.jobs.send('email.send', { emailId: id }, { tx, singletonKey: id }),
    );
    await runEmailJobs(deps);
    expect(listener.messages).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});

describe('at start, the rows an earlier release left on their way get a job', () => {
  it('queued, failed with attempts left and sending rows get one job each; finished rows none', async () => {
    listener = await startSmtpListener();
    const deps = depsWith(listener.url);
    const queued = await insertRow({ subject: 'En attente' });
    const retrying = await insertRow({
      subject: 'En échec',
      status: 'failed',
      attempts: 3,
      lastError: '421',
    });
    const interrupted = await insertRow({ subject: 'Interrompu', status: 'sending', attempts: 1 });
    await insertRow({ subject: 'Parti', status: 'sent', attempts: 1 });
    await insertRow({ subject: 'Journalisé', status: 'logged', attempts: 1 });
    await insertRow({ subject: 'Abandonné', status: 'failed', attempts: MAX_ATTEMPTS });

    expect(await requeueUnsentEmails(deps)).toBe(3);
    // A second start while they wait: no second job.
    expect(await requeueUnsentEmails(deps)).toBe(0);
    await runEmailJobs(deps);
    expect(listener.messages.map((m) => m.subject).sort()).toEqual(['En attente', 'En échec', 'Interrompu']);
    expect(await rowOf(queued)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowOf(retrying)).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(await rowOf(interrupted)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await requeueUnsentEmails(deps)).toBe(0);
  });
});
