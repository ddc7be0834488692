import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/french-format';
import { WAITLIST_OFFERS_PER_SLOT } from '../../../shared/schemas/waitlist';
import { createTestApp, linkIn, type TestApp } from '../../../test/app';
import { localStart, saveSettings } from '../../../test/booking-factories';
import {
  addWaitlistEntry,
  bookPublicly,
  cancelAsProvider,
  entryNow,
  localDay,
  offersTo,
  offerWorld,
  type TOfferWorld,
} from '../../../test/waitlist-factories';
import { providerProfiles } from '../../db/schema';
import { linkSealingKey } from '../bookings/api';
import { waitlistLeaveToken } from './leave-token';
import { waitlistOfferJob } from './offer-job';

/** Issue 33 item 2: a freed slot is e-mailed to the entries waiting for it (ADR 0060). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const runOffers = () => t.runJobs(['waitlist.offer']);

/** A day made full by one booking, then freed by the provider's cancellation. */
async function freeDay(world: TOfferWorld, days: number, at = '10:00'): Promise<string> {
  const start = localStart(t, days, at);
  const booking = await bookPublicly(t, world, start);
  await cancelAsProvider(t, world, booking.id);
  return start;
}

const entryOf = (world: TOfferWorld, fromDay: number, toDay: number, extra: { createdAt?: Date } = {}) =>
  addWaitlistEntry(t.deps, {
    providerId: world.provider.id,
    serviceId: world.service.id,
    fromDay: localDay(t, fromDay),
    toDay: localDay(t, toDay),
    ...extra,
  });

describe('waitlist.offer', () => {
  it('e-mails the freed slot with its day and time, the booking page on that day and the leave link', async () => {
    const world = await offerWorld(t);
    await t.deps.database.db
      .update(providerProfiles)
      .set({ slug: `salon-lea-${world.provider.id.slice(0, 8)}` })
      .where(eq(providerProfiles.providerId, world.provider.id));
    const entry = await entryOf(world, 2, 4);
    const start = await freeDay(world, 3);
    await runOffers();

    const [offer, ...more] = await offersTo(t, entry.clientEmail);
    expect(more).toEqual([]);
    const when = formatDateTime(start, 'Europe/Paris', 'weekday');
    expect(when).toMatch(/^[a-z]+ \d+(er)? [a-zéû]+ à 10:00$/);
    expect(offer?.subject).toBe(`Un créneau s’est libéré : Coupe — ${when} (heure de Paris)`);
    expect(offer?.text).toContain(`Un créneau s’est libéré chez Salon Léa pour « Coupe » : ${when}`);
    expect(offer?.text).toContain('le premier à réserver l’obtient');
    const slug = `salon-lea-${world.provider.id.slice(0, 8)}`;
    const book = linkIn(offer, `/booking/${slug}`);
    expect(book.origin).toBe('http://localhost:3000');
    expect(Object.fromEntries(book.searchParams)).toEqual({
      service: world.service.id,
      date: localDay(t, 3),
    });
    const token = waitlistLeaveToken(linkSealingKey(t.deps.jwtSecret), entry.id);
    expect(linkIn(offer, '/waitlist/').pathname).toBe(`/waitlist/${entry.id}/${token}`);
    expect(offer?.html).toContain(`href="${book.href.replace(/&/g, '&amp;')}"`);
    expect(offer?.triggerKind).toBe('waitlist_offer');
    expect(await entryNow(t, entry.id)).toMatchObject({ status: 'offered', offeredAt: t.clock.now() });
  });

  it('offers only the entries whose window holds a freed day, each its earliest free slot there', async () => {
    const world = await offerWorld(t);
    const before = await entryOf(world, 1, 2);
    const after = await entryOf(world, 4, 6);
    const holding = await entryOf(world, 1, 5);
    // Day 1 and 2 have free slots of their own; the run looks at the freed day only.
    await freeDay(world, 3);
    await runOffers();
    expect(await offersTo(t, before.clientEmail)).toEqual([]);
    expect(await offersTo(t, after.clientEmail)).toEqual([]);
    const [offer] = await offersTo(t, holding.clientEmail);
    expect(linkIn(offer, '/booking/').searchParams.get('date')).toBe(localDay(t, 3));
    expect((await entryNow(t, before.id))?.status).toBe('waiting');
  });

  it(`offers a slot to ${WAITLIST_OFFERS_PER_SLOT} entries at most, in the order they joined; the next ones get the next slot`, async () => {
    const world = await offerWorld(t, { from: '10:00', to: '11:00', durationMinutes: 30 });
    // Joined in this order: 0 first … 7 last; inserted shuffled.
    const order = [3, 6, 0, 5, 1, 7, 2, 4];
    const entries = new Map<number, Awaited<ReturnType<typeof entryOf>>>();
    for (const rank of order)
      entries.set(rank, await entryOf(world, 3, 3, { createdAt: ago((10 - rank) * MINUTE) }));
    const first = await bookPublicly(t, world, localStart(t, 3, '10:00'));
    const second = await bookPublicly(t, world, localStart(t, 3, '10:30'));
    await cancelAsProvider(t, world, first.id);
    await cancelAsProvider(t, world, second.id);
    await runOffers();

    // The time each entry was offered, from its one e-mail's subject.
    const offeredAt = async (rank: number) => {
      const offers = await offersTo(t, entries.get(rank)?.clientEmail ?? '');
      expect(offers.length).toBeLessThanOrEqual(1);
      return offers[0]?.subject.match(/à (\d\d:\d\d)/)?.[1] ?? null;
    };
    for (const rank of [0, 1, 2, 3, 4]) expect(await offeredAt(rank)).toBe('10:00');
    for (const rank of [5, 6, 7]) expect(await offeredAt(rank)).toBe('10:30');
  });

  it('offers an entry once in 6 hours, and a job run twice e-mails once', async () => {
    const world = await offerWorld(t);
    const recent = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      fromDay: localDay(t, 3),
      toDay: localDay(t, 3),
      status: 'offered',
      offeredAt: ago(5 * HOUR),
    });
    const longAgo = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      fromDay: localDay(t, 3),
      toDay: localDay(t, 3),
      status: 'offered',
      offeredAt: ago(6 * HOUR),
    });
    const fresh = await entryOf(world, 3, 3);
    const start = await freeDay(world, 3);
    const freeAgain = async () => cancelAsProvider(t, world, (await bookPublicly(t, world, start)).id);
    await runOffers();
    expect(await offersTo(t, recent.clientEmail)).toEqual([]);
    expect(await offersTo(t, longAgo.clientEmail)).toHaveLength(1);
    expect(await offersTo(t, fresh.clientEmail)).toHaveLength(1);

    // The same job delivered again (pg-boss runs a job at least once), and another freeing later.
    const data = { providerId: world.provider.id, from: null, to: null };
    await waitlistOfferJob.handler(t.deps, data);
    await waitlistOfferJob.handler(t.deps, data);
    await freeAgain();
    await runOffers();
    expect(await offersTo(t, longAgo.clientEmail)).toHaveLength(1);
    expect(await offersTo(t, fresh.clientEmail)).toHaveLength(1);

    // Six hours on, a slot freed again is offered again.
    t.clock.advance(6 * HOUR);
    try {
      await freeAgain();
      await runOffers();
      expect(await offersTo(t, fresh.clientEmail)).toHaveLength(2);
    } finally {
      t.clock.advance(-6 * HOUR);
    }
  });

  it('e-mails once when two runs of the same freeing overlap', async () => {
    const world = await offerWorld(t);
    const entry = await entryOf(world, 3, 3);
    const booking = await bookPublicly(t, world, localStart(t, 3, '10:00'));
    await cancelAsProvider(t, world, booking.id);
    const data = { providerId: world.provider.id, from: null, to: null };
    await Promise.all([waitlistOfferJob.handler(t.deps, data), waitlistOfferJob.handler(t.deps, data)]);
    expect(await offersTo(t, entry.clientEmail)).toHaveLength(1);
  });

  it('does not offer a slot taken again before the job ran', async () => {
    const world = await offerWorld(t);
    const entry = await entryOf(world, 3, 3);
    const start = await freeDay(world, 3);
    await bookPublicly(t, world, start);
    await runOffers();
    expect(await offersTo(t, entry.clientEmail)).toEqual([]);
    expect((await entryNow(t, entry.id))?.status).toBe('waiting');
  });

  it('offers nothing while the waitlist is off or the page takes no booking', async () => {
    const off = await offerWorld(t);
    await saveSettings(t.deps, off.provider.id, { waitlistEnabled: false });
    const offEntry = await entryOf(off, 3, 3);
    await freeDay(off, 3);
    expect((await runOffers()).filter((run) => run.error)).toEqual([]);
    expect(await offersTo(t, offEntry.clientEmail)).toEqual([]);

    // No DPA signed: free slots everywhere, none offered.
    const closed = await offerWorld(t, { dpa: false });
    const closedEntry = await entryOf(closed, 1, 5);
    await waitlistOfferJob.handler(t.deps, { providerId: closed.provider.id, from: null, to: null });
    expect(await offersTo(t, closedEntry.clientEmail)).toEqual([]);
    expect((await entryNow(t, closedEntry.id))?.status).toBe('waiting');
  });

  it('offers a « plus tôt » alert only a slot before its booking, with the manage page on that day', async () => {
    const world = await offerWorld(t);
    const mine = await bookPublicly(t, world, localStart(t, 4, '10:00'), 'presse@exemple.fr');
    // Days 1 to 3 full; its window runs past its own booking, which still bounds the offers.
    const full = [];
    for (const day of [1, 2, 3]) full.push(await bookPublicly(t, world, localStart(t, day, '10:00')));
    const alert = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      fromDay: localDay(t, 1),
      toDay: localDay(t, 6),
      email: 'presse@exemple.fr',
      bookingId: mine.id,
    });
    // Days 5 and 6 are free, but later than the booking.
    await waitlistOfferJob.handler(t.deps, { providerId: world.provider.id, from: null, to: null });
    expect(await offersTo(t, 'presse@exemple.fr')).toEqual([]);

    await cancelAsProvider(t, world, full[1]?.id ?? '');
    await runOffers();
    const [offer] = await offersTo(t, 'presse@exemple.fr');
    expect(offer?.text).toContain('Vous pouvez avancer votre rendez-vous.');
    expect(offer?.bookingId).toBe(mine.id);
    const link = linkIn(offer, `/booking/${world.provider.id}/${mine.token}`);
    expect(link.search).toBe(`?date=${localDay(t, 2)}`);
    expect((await entryNow(t, alert.id))?.status).toBe('offered');
  });

  it('offers an alert nothing once its booking is cancelled', async () => {
    const world = await offerWorld(t);
    const mine = await bookPublicly(t, world, localStart(t, 4, '10:00'));
    const full = await bookPublicly(t, world, localStart(t, 2, '10:00'));
    const alert = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      fromDay: localDay(t, 2),
      toDay: localDay(t, 3),
      bookingId: mine.id,
    });
    await cancelAsProvider(t, world, mine.id);
    await cancelAsProvider(t, world, full.id);
    await runOffers();
    expect(await offersTo(t, alert.clientEmail)).toEqual([]);
  });
});
