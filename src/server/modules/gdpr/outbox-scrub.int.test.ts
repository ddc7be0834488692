import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TOutboxEmail } from '../../../test/app';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { DAY_MS, insertBooking } from '../../../test/client-bookings';
import { postponeJobs } from '../../../test/run-jobs';
import { outboxEmails } from '../../db/schema';
import { retentionJob } from '../../jobs/definitions/retention';
import { ERASED_RECIPIENT, ERASED_SUBJECT } from '../../mail/outbox-scrub';
import { queueEmail } from '../../mail/queue-emails';
import { MAX_ATTEMPTS } from '../../mail/types';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ICS = {
  filename: 'rendez-vous.ics',
  contentType: 'text/calendar',
  contentBase64: 'QkVHSU46VkNBTEVOREFS',
};

/**
 * An e-mail about the booking naming its customer, queued as the app queues it (row and job), then
 * put in the given delivery state; `dueAt`: when its job may run (pg-boss's next attempt).
 */
async function emailAbout(
  bookingId: string,
  to: string,
  clientName: string,
  state: Partial<TOutboxEmail> = { status: 'queued' },
  dueAt?: Date,
): Promise<TOutboxEmail> {
  const db = t.deps.database.db;
  const message = {
    kind: 'booking_confirmation',
    to,
    subject: `Rendez-vous confirmé — ${clientName}`,
    html: `<p>Bonjour ${clientName}</p>`,
    text: `Bonjour ${clientName}`,
    attachments: [ICS],
    bookingId,
    trigger: { userId: null, kind: 'public_booking' as const },
  };
  const id = await db.transaction((tx) => queueEmail(tx, t.deps.jobs, message, t.clock.now()));
  if (dueAt) await postponeJobs(t.deps, 'email.send', { emailId: id }, dueAt);
  const [row] = await db.update(outboxEmails).set(state).where(eq(outboxEmails.id, id)).returning();
  if (!row) throw new Error('outbox update returned nothing');
  return row;
}

async function reread(email: TOutboxEmail): Promise<TOutboxEmail | undefined> {
  const [row] = await t.deps.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, email.id));
  return row;
}

/** What a scrubbed row keeps: the proof of sending, nothing about the recipient. */
function scrubbed(before: TOutboxEmail) {
  return {
    ...before,
    toAddress: ERASED_RECIPIENT,
    subject: ERASED_SUBJECT,
    html: '',
    text: '',
    attachments: [],
  };
}

async function setUp(): Promise<{ lea: TTestProvider; serviceId: string }> {
  const lea = await createProvider(t, { displayName: 'Salon Léa' });
  const service = await createService(t.deps, lea.id);
  return { lea, serviceId: service.id };
}

const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS);

// Regex characters in the address: the reason must still lose it, case ignored.
const JEANNE = 'jeanne.petit+rdv@exemple.fr';

describe('erasing a customer (POST /api/gdpr/clients/erase)', () => {
  it('scrubs the finished e-mails about their bookings only, and lets those on their way go out', async () => {
    const { lea, serviceId } = await setUp();
    const jeanne = await insertBooking(t.deps, lea.id, serviceId, at(-3), {
      name: 'Jeanne Petit',
      email: JEANNE,
    });
    const paul = await insertBooking(t.deps, lea.id, serviceId, at(-2), {
      name: 'Paul Roux',
      email: 'paul@exemple.fr',
    });
    const sent = await emailAbout(jeanne.id, JEANNE, 'Jeanne Petit', {
      status: 'sent',
      attempts: 1,
      sentAt: at(-4),
    });
    const notice = await emailAbout(jeanne.id, lea.email, 'Jeanne Petit', {
      kind: 'booking_provider_new',
      status: 'logged',
      attempts: 1,
      sentAt: at(-4),
    });
    const refused = await emailAbout(jeanne.id, JEANNE, 'Jeanne Petit', {
      kind: 'booking_reminder',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: '550 5.1.1 <Jeanne.Petit+RDV@Exemple.fr>: Recipient address rejected',
    });
    const retrying = await emailAbout(
      jeanne.id,
      JEANNE,
      'Jeanne Petit',
      { status: 'failed', attempts: 2, lastError: `421 <${JEANNE}> réessayez plus tard` },
      at(1),
    );
    const queued = await emailAbout(jeanne.id, JEANNE, 'Jeanne Petit', { status: 'queued' }, at(1));
    const sending = await emailAbout(jeanne.id, JEANNE, 'Jeanne Petit', { status: 'sending', attempts: 1 });
    const paulsEmail = await emailAbout(paul.id, 'paul@exemple.fr', 'Paul Roux', {
      status: 'sent',
      attempts: 1,
    });

    const response = await t.post('/api/gdpr/clients/erase', { email: JEANNE }, { token: lea.token });
    expect(response.json()).toEqual({ success: true, erased: 1 });

    expect(await reread(sent)).toEqual(scrubbed(sent));
    expect(await reread(notice)).toEqual(scrubbed(notice));
    expect(await reread(refused)).toEqual({
      ...scrubbed(refused),
      lastError: `550 5.1.1 <${ERASED_RECIPIENT}>: Recipient address rejected`,
    });
    for (const untouched of [retrying, queued, sending, paulsEmail])
      expect(await reread(untouched)).toEqual(untouched);
  });
});

const deleteAccount = (provider: TTestProvider) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { authorization: `Bearer ${provider.token}` },
    payload: { password: provider.password },
  });

describe('deleting the provider’s account', () => {
  it('scrubs past e-mails at once; the cancellations go out as written, then the sweep scrubs them', async () => {
    const { lea, serviceId } = await setUp();
    const past = await insertBooking(t.deps, lea.id, serviceId, at(-3), {
      name: 'Ancien Client',
      email: 'ancien@exemple.fr',
    });
    const upcoming = await insertBooking(t.deps, lea.id, serviceId, at(2), {
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
    });
    const pastEmail = await emailAbout(past.id, 'ancien@exemple.fr', 'Ancien Client', {
      status: 'sent',
      attempts: 1,
    });

    expect((await deleteAccount(lea)).statusCode).toBe(200);
    // The deletion queued the cancellations: the workers send them.
    await t.runJobs(['email.send']);

    expect(await reread(pastEmail)).toEqual(scrubbed(pastEmail));
    const [cancellation] = await t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, upcoming.id));
    expect(cancellation).toMatchObject({
      kind: 'booking_cancelled_client',
      toAddress: 'jeanne@exemple.fr',
      status: 'logged',
    });
    expect(cancellation?.text).toContain('Bonjour Jeanne Petit,');
    expect(cancellation?.attachments).toHaveLength(1);

    await retentionJob.handler(t.deps, {});
    if (!cancellation) throw new Error('no cancellation e-mail');
    expect(await reread(cancellation)).toEqual(scrubbed(cancellation));
  });
});

describe('daily sweep of e-mails about anonymised bookings (gdpr.retention job)', () => {
  it('scrubs a message once it has gone out, leaves live bookings alone, and is idempotent', async () => {
    const { lea, serviceId } = await setUp();
    const jeanne = await insertBooking(t.deps, lea.id, serviceId, at(-3), {
      name: 'Jeanne Petit',
      email: 'jeanne@exemple.fr',
    });
    const paul = await insertBooking(t.deps, lea.id, serviceId, at(-2), {
      name: 'Paul Roux',
      email: 'paul@exemple.fr',
    });
    const inFlight = await emailAbout(jeanne.id, 'jeanne@exemple.fr', 'Jeanne Petit');
    const stillQueued = await emailAbout(
      jeanne.id,
      'jeanne@exemple.fr',
      'Jeanne Petit',
      { status: 'queued' },
      at(1),
    );
    const paulsEmail = await emailAbout(paul.id, 'paul@exemple.fr', 'Paul Roux', {
      status: 'sent',
      attempts: 1,
    });

    await t.post('/api/gdpr/clients/erase', { email: 'jeanne@exemple.fr' }, { token: lea.token });
    expect(await reread(inFlight)).toEqual(inFlight);

    await t.runJobs(['email.send']);
    const delivered = await reread(inFlight);
    expect(delivered).toMatchObject({ status: 'logged', toAddress: 'jeanne@exemple.fr' });
    if (!delivered) throw new Error('the e-mail vanished');

    await retentionJob.handler(t.deps, {});
    expect(await reread(inFlight)).toEqual(scrubbed(delivered));
    expect(await reread(stillQueued)).toEqual(stillQueued);
    expect(await reread(paulsEmail)).toEqual(paulsEmail);

    await retentionJob.handler(t.deps, {});
    expect(await reread(inFlight)).toEqual(scrubbed(delivered));
  });
});
