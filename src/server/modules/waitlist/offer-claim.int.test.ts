import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../../../test/app';
import { bookingBody, localStart } from '../../../test/booking-factories';
import {
  addWaitlistEntry,
  bookPublicly,
  cancelAsProvider,
  localDay,
  offersTo,
  offerWorld,
} from '../../../test/waitlist-factories';
import { bookings } from '../../db/schema';

/**
 * Issue 33 item 3, ADR 0060: the offer holds nothing; the first to book the offered slot through
 * the public booking path wins, the database decides, the others are told it was just taken.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('claiming an offered slot', () => {
  it('50 simultaneous bookings of the offered slot: exactly one 201, 49 × 409 « Ce créneau vient d’être réservé »', async () => {
    const world = await offerWorld(t);
    const entries = [];
    for (let i = 0; i < 5; i++)
      entries.push(
        await addWaitlistEntry(t.deps, {
          providerId: world.provider.id,
          serviceId: world.service.id,
          fromDay: localDay(t, 3),
          toDay: localDay(t, 3),
          email: `attente${i}@exemple.fr`,
        }),
      );
    const start = localStart(t, 3, '10:00');
    const taken = await bookPublicly(t, world, start);
    await cancelAsProvider(t, world, taken.id);
    await t.runJobs(['waitlist.offer']);
    for (const entry of entries) {
      const [offer] = await offersTo(t, entry.clientEmail);
      const link = linkIn(offer, '/booking/');
      expect(link.searchParams.get('service')).toBe(world.service.id);
      expect(link.searchParams.get('date')).toBe(localDay(t, 3));
    }

    // The five who were told, and 45 others who saw the slot on the page, at once.
    const pair = await t.csrf();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/providers/${world.provider.id}/bookings`,
          payload: bookingBody(world.service.id, start, {
            email: i < 5 ? `attente${i}@exemple.fr` : `ruee${i}@exemple.fr`,
          }),
          cookies: pair.cookie,
          headers: pair.header,
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toContain("Ce créneau vient d'être réservé");
    const active = await t.deps.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.providerId, world.provider.id),
          eq(bookings.startAt, new Date(start)),
          ne(bookings.status, 'cancelled'),
        ),
      );
    expect(active).toHaveLength(1);
  });
});
