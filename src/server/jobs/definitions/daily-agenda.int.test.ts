import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  saveSettings,
  type TTestProvider,
} from '../../../test/booking-factories';
import { bookings, dailyAgendaSends, outboxEmails } from '../../db/schema';
import { dailyAgendaJob } from './daily-agenda';

let t: TestApp;
let lea: TTestProvider;
let martin: TTestProvider;
let quiet: TTestProvider;
let antilles: TTestProvider;

async function book(
  provider: TTestProvider,
  serviceId: string,
  startIso: string,
  client: { name: string; phone?: string },
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  const start = new Date(startIso);
  const end = new Date(start.getTime() + 30 * 60_000);
  await t.deps.database.db.insert(bookings).values({
    providerId: provider.id,
    serviceId,
    startAt: start,
    endAt: end,
    blockedFrom: start,
    blockedTo: end,
    timezone: provider.timezone,
    status,
    source: 'manual',
    clientName: client.name,
    clientPhone: client.phone ?? '',
    manageTokenHash: crypto.randomUUID(),
  });
}

const run = async (iso: string) => {
  t.clock.set(new Date(iso));
  await dailyAgendaJob.handler(t.deps, {});
  // The e-mails it queued, delivered as the workers would.
  await t.runJobs(['email.send']);
};

const agendaEmails = () =>
  t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, 'daily_agenda'))
    .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.toAddress));

beforeAll(async () => {
  t = await createTestApp();
  lea = await createProvider(t, { displayName: 'Salon Léa' });
  martin = await createProvider(t, { displayName: 'Cabinet Martin' });
  quiet = await createProvider(t, { displayName: 'Sans rendez-vous' });
  antilles = await createProvider(t, { displayName: 'Salon Caraïbes', timezone: 'America/Martinique' });
  const coupe = await createService(t.deps, lea.id, { name: 'Coupe' });
  const bilan = await createService(t.deps, martin.id, { name: 'Bilan' });
  const soin = await createService(t.deps, antilles.id, { name: 'Soin' });
  for (const p of [lea, quiet, antilles]) await saveSettings(t.deps, p.id, { dailyAgendaEmail: true });
  // Tuesday 10 March 2026; Paris is UTC+1, Martinique UTC−4.
  await book(lea, coupe.id, '2026-03-10T13:00:00Z', { name: 'Paul Durand' });
  await book(lea, coupe.id, '2026-03-10T08:30:00Z', { name: 'Jeanne Petit', phone: '06 12 34 56 78' });
  await book(lea, coupe.id, '2026-03-10T10:00:00Z', { name: 'Annulé Client' }, 'cancelled');
  await book(lea, coupe.id, '2026-03-11T09:00:00Z', { name: 'Demain Client' });
  await book(martin, bilan.id, '2026-03-10T09:00:00Z', { name: 'Sans Option' });
  await book(antilles, soin.id, '2026-03-10T14:00:00Z', { name: 'Marie Caraïbe' });
});
afterAll(() => t.close());

describe('agenda.daily', () => {
  it('sends nothing before 07:00 in the provider’s zone', async () => {
    await run('2026-03-10T05:55:00Z'); // 06:55 in Paris
    expect(await agendaEmails()).toEqual([]);
  });

  it('sends today’s confirmed appointments once after 07:00, in order, to opted-in providers only', async () => {
    await run('2026-03-10T06:05:00Z'); // 07:05 in Paris, 02:05 in Martinique
    const emails = await agendaEmails();
    expect(emails.map((e) => e.toAddress)).toEqual([lea.email]);
    const [email] = emails;
    expect(email?.subject).toBe('Votre agenda du mardi 10 mars 2026');
    expect(email?.status).toBe('logged');
    // Sent by a job: the trigger names no account (ADR 0021).
    expect(email).toMatchObject({ triggerKind: 'daily_agenda', triggeredByUserId: null });
    expect(email?.text).toContain('voici votre agenda du mardi 10 mars 2026 : 2 rendez-vous.');
    const first = email?.text.indexOf('09:30 — Jeanne Petit — Coupe — 06 12 34 56 78') ?? -1;
    const second = email?.text.indexOf('14:00 — Paul Durand — Coupe') ?? -1;
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(email?.text).not.toContain('Annulé Client');
    expect(email?.text).not.toContain('Demain Client');
    expect(email?.html).toContain('Jeanne Petit');
  });

  it('does not send the same day twice, even when two runs overlap', async () => {
    await run('2026-03-10T07:05:00Z');
    await Promise.all([dailyAgendaJob.handler(t.deps, {}), dailyAgendaJob.handler(t.deps, {})]);
    expect((await agendaEmails()).filter((e) => e.toAddress === lea.email)).toHaveLength(1);
    const recorded = await t.deps.database.db
      .select()
      .from(dailyAgendaSends)
      .where(and(eq(dailyAgendaSends.providerId, lea.id), eq(dailyAgendaSends.localDate, '2026-03-10')));
    expect(recorded).toHaveLength(1);
  });

  it('counts the day and 07:00 in each provider’s own zone', async () => {
    await run('2026-03-10T10:55:00Z'); // 06:55 in Martinique
    expect((await agendaEmails()).map((e) => e.toAddress)).toEqual([lea.email]);
    await run('2026-03-10T11:05:00Z'); // 07:05 in Martinique
    const emails = await agendaEmails();
    expect(emails.map((e) => e.toAddress)).toEqual([lea.email, antilles.email]);
    expect(emails[1]?.text).toContain('10:00 — Marie Caraïbe — Soin');
  });

  it('sends the next day’s summary the next morning, and none to a provider who opted out', async () => {
    await saveSettings(t.deps, antilles.id, { dailyAgendaEmail: false });
    await run('2026-03-11T06:05:00Z');
    const emails = await agendaEmails();
    expect(emails.map((e) => e.toAddress)).toEqual([lea.email, antilles.email, lea.email]);
    expect(emails[2]?.subject).toBe('Votre agenda du mercredi 11 mars 2026');
    expect(emails[2]?.text).toContain('1 rendez-vous.');
    expect(emails.some((e) => e.toAddress === martin.email || e.toAddress === quiet.email)).toBe(false);
  });
});
