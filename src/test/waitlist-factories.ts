import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { outboxEmails, waitlistEntries } from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import { addCredits } from '../server/modules/billing/api';
import type { TWaitlistStatus } from '../shared/schemas/waitlist';
import type { TestApp } from './app';
import {
  bookingBody,
  createProvider,
  createService,
  openEveryDay,
  type TTestProvider,
} from './booking-factories';
import { nextTestIp } from './factories';

export type TTestEntry = typeof waitlistEntries.$inferSelect;

/**
 * A waitlist entry written straight to the table (the join route has its own tests): a unique
 * e-mail by default, joined now unless `createdAt` says when.
 */
export async function addWaitlistEntry(
  deps: AppDeps,
  fields: {
    providerId: string;
    serviceId: string;
    fromDay: string;
    toDay: string;
    email?: string;
    name?: string;
    bookingId?: string;
    createdAt?: Date;
    status?: TWaitlistStatus;
    offeredAt?: Date;
  },
): Promise<TTestEntry> {
  const [row] = await deps.database.db
    .insert(waitlistEntries)
    .values({
      providerId: fields.providerId,
      serviceId: fields.serviceId,
      fromDay: fields.fromDay,
      toDay: fields.toDay,
      clientName: fields.name ?? 'Jeanne Petit',
      clientEmail: fields.email ?? `attente-${randomBytes(4).toString('hex')}@exemple.fr`,
      clientPhone: '06 12 34 56 78',
      bookingId: fields.bookingId ?? null,
      status: fields.status ?? 'waiting',
      createdAt: fields.createdAt ?? deps.now(),
      offeredAt: fields.offeredAt ?? null,
    })
    .returning();
  if (!row) throw new Error('waitlist insert returned nothing');
  return row;
}

/** The date `days` days after the test clock's date, in the zone (YYYY-MM-DD). */
export function localDay(t: TestApp, days: number, timezone = 'Europe/Paris'): string {
  return DateTime.fromJSDate(t.clock.now(), { zone: timezone }).plus({ days }).toISODate() ?? '';
}

export type TOfferWorld = { provider: TTestProvider; service: { id: string; name: string } };

/**
 * A provider open every day from `from` to `to` (10:00–11:00 by default: one 60-minute slot a day,
 * so a day is full with one booking), with appointments to spare beyond the free tier's 20.
 */
export async function offerWorld(
  t: TestApp,
  options: { from?: string; to?: string; durationMinutes?: number; dpa?: boolean } = {},
): Promise<TOfferWorld> {
  const provider = await createProvider(t, options.dpa === false ? { dpa: false } : {});
  const service = await createService(t.deps, provider.id, {
    name: 'Coupe',
    durationMinutes: options.durationMinutes ?? 60,
  });
  await openEveryDay(t.deps, provider.id, options.from ?? '10:00', options.to ?? '11:00');
  await t.deps.database.db.transaction((tx) =>
    addCredits(
      tx,
      provider.id,
      { amount: 200, kind: 'admin_credit', authorId: null, reason: 'Test' },
      t.clock.now(),
    ),
  );
  return { provider, service };
}

/** A public booking that must succeed: its id and the client's token. */
export async function bookPublicly(
  t: TestApp,
  world: TOfferWorld,
  start: string,
  email = `client-${randomBytes(4).toString('hex')}@exemple.fr`,
): Promise<{ id: string; token: string }> {
  const response = await t.post(
    `/api/public/providers/${world.provider.id}/bookings`,
    bookingBody(world.service.id, start, { email }),
    { ip: nextTestIp() },
  );
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ booking: { id: string }; manageUrl: string }>();
  return { id: body.booking.id, token: body.manageUrl.split('/').pop() ?? '' };
}

/** The provider's own « Annuler » from the dashboard. */
export async function cancelAsProvider(t: TestApp, world: TOfferWorld, bookingId: string): Promise<void> {
  const response = await t.post(`/api/bookings/${bookingId}/cancel`, {}, { token: world.provider.token });
  expect(response.statusCode, response.body).toBe(200);
}

/** The offer e-mails written to that address, oldest first. */
export function offersTo(t: TestApp, address: string) {
  return t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.kind, 'waitlist_offer')))
    .orderBy(asc(outboxEmails.createdAt));
}

/** An entry as stored now. */
export async function entryNow(t: TestApp, id: string): Promise<TTestEntry | undefined> {
  const [row] = await t.deps.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

export type TOfferJobData = { providerId: string; from: string | null; to: string | null };

/** The `waitlist.offer` runs queued for the provider and not worked yet. */
export async function queuedOffers(t: TestApp, world: TOfferWorld): Promise<TOfferJobData[]> {
  const jobs = await t.deps.jobs.boss.findJobs<TOfferJobData>('waitlist.offer', {
    data: { providerId: world.provider.id },
    queued: true,
  });
  return jobs.map((job) => job.data);
}

/** A provider (`options` as offerWorld's) whose waitlist has one entry for the next ten days, unless `waiting` is false. */
export async function worldWithEntry(
  t: TestApp,
  waiting = true,
  options: Parameters<typeof offerWorld>[1] = {},
): Promise<TOfferWorld> {
  const world = await offerWorld(t, options);
  if (waiting)
    await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      fromDay: localDay(t, 1),
      toDay: localDay(t, 10),
    });
  return world;
}
