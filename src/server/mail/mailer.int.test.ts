import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { type SmtpListener, startSmtpListener } from '../../test/smtp-listener';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { CLAIM_LEASE_MS, createMailer, MAX_ATTEMPTS, nextDelayMs } from './mailer';
import type { Mailer, TOutgoingEmail } from './types';

let database: Database;
let listener: SmtpListener | undefined;
const mailers: Mailer[] = [];
let clock = Date.now();
const now = () => new Date(clock);
const logs: { level: string; msg: string; obj: object }[] = [];
const log = {
  info: (obj: object, msg: string) => logs.push({ level: 'info', msg, obj }),
  warn: (obj: object, msg: string) => logs.push({ level: 'warn', msg, obj }),
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.close()));
  await listener?.close();
  listener = undefined;
  await database.db.delete(outboxEmails);
  logs.length = 0;
});
afterAll(async () => {
  await database.close();
});

function mailer(smtpUrl: string | undefined): Mailer {
  const m = createMailer({
    db: database.db,
    smtpUrl,
    from: 'Créneau <no-reply@creneau.test>',
    log,
    now,
    retryIntervalMs: 0,
  });
  mailers.push(m);
  return m;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new Error(`outbox row ${id} missing`);
  return row;
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

async function insertRow(values: Partial<typeof outboxEmails.$inferInsert>): Promise<string> {
  const [row] = await database.db
    .insert(outboxEmails)
    .values({
      kind: 'test',
      toAddress: 'a@example.fr',
      subject: 'Relance',
      html: '<p>x</p>',
      text: 'x',
      nextAttemptAt: now(),
      ...values,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('outbox mailer', () => {
  it('delivers subject, HTML, text and attachment intact over SMTP', async () => {
    listener = await startSmtpListener();
    const id = await mailer(listener.url).send(message);
    const mail = await listener.waitFor((m) => m.subject === message.subject);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('camille@example.fr');
    expect(mail.from?.text).toContain('no-reply@creneau.test');
    expect(mail.html).toContain('<strong>Camille</strong>');
    expect(mail.text?.trim()).toBe('Bonjour Camille');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('rdv.ics');
    expect(mail.attachments[0]?.content.toString()).toBe('BEGIN:VCALENDAR');
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'));
    const row = await rowOf(id);
    expect(row.attempts).toBe(1);
    expect(row.claimedUntil).toBeNull();
  });

  it('keeps a message as failed while SMTP is down and delivers it on a later flush', async () => {
    const port = await freePort();
    const m = mailer(`smtp://127.0.0.1:${port}`);
    const id = await m.send(message);
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('failed'), { timeout: 10_000 });
    const failed = await rowOf(id);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBe(clock + nextDelayMs(1));
    expect(logs.some((l) => l.level === 'warn' && l.msg.includes('nouvel essai programmé'))).toBe(true);

    listener = await startSmtpListener({ port });
    await m.flush();
    expect((await rowOf(id)).status).toBe('failed'); // not due yet: backoff holds

    clock += nextDelayMs(1) + 1000;
    await m.flush();
    const sent = await rowOf(id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toBeNull();
    expect(listener.messages.map((x) => x.subject)).toEqual([message.subject]);
  });

  it("keeps a message in the outbox with status 'logged' without SMTP_URL", async () => {
    const id = await mailer(undefined).send(message);
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('logged'));
    expect((await rowOf(id)).sentAt).not.toBeNull();
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'info',
        obj: expect.objectContaining({ subject: message.subject, emailId: id }),
      }),
    );
  });

  it('lets only one of two nodes send a due message', async () => {
    listener = await startSmtpListener();
    const id = await insertRow({ subject: 'Une seule fois' });
    const a = mailer(listener.url);
    const b = mailer(listener.url);
    await Promise.all([a.flush(), b.flush(), a.flush()]);
    await listener.waitFor((x) => x.subject === 'Une seule fois');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listener.messages.filter((x) => x.subject === 'Une seule fois')).toHaveLength(1);
    expect((await rowOf(id)).attempts).toBe(1);
  });

  it('retries a message left "sending" by a crashed node only after its lease', async () => {
    listener = await startSmtpListener();
    const id = await insertRow({
      status: 'sending',
      attempts: 1,
      claimedUntil: new Date(clock + CLAIM_LEASE_MS),
    });
    const m = mailer(listener.url);
    await m.flush();
    expect((await rowOf(id)).status).toBe('sending');
    expect(listener.messages).toHaveLength(0);

    clock += CLAIM_LEASE_MS + 1000;
    await m.flush();
    expect((await rowOf(id)).status).toBe('sent');
    expect((await rowOf(id)).attempts).toBe(2);
    expect(listener.messages).toHaveLength(1);
  });

  it('stops after MAX_ATTEMPTS and leaves the failure visible', async () => {
    const port = await freePort();
    const m = mailer(`smtp://127.0.0.1:${port}`);
    const id = await insertRow({
      status: 'failed',
      attempts: MAX_ATTEMPTS - 1,
      lastError: 'ancienne erreur',
    });
    await m.flush();
    const last = await rowOf(id);
    expect(last.status).toBe('failed');
    expect(last.attempts).toBe(MAX_ATTEMPTS);
    expect(last.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(logs.some((l) => l.msg.includes('échec définitif'))).toBe(true);

    listener = await startSmtpListener({ port });
    clock += 24 * 3_600_000;
    await m.flush();
    expect((await rowOf(id)).status).toBe('failed');
    expect(listener.messages).toHaveLength(0);
  });

  it('marks a crashed last attempt as failed once its lease has expired', async () => {
    const id = await insertRow({
      status: 'sending',
      attempts: MAX_ATTEMPTS,
      claimedUntil: new Date(clock - 1000),
    });
    await mailer(undefined).flush();
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('Envoi interrompu');
  });
});
