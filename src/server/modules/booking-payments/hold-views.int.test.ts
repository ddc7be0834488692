import { describe, expect, it } from 'vitest';
import { paymentTerms } from '../../../shared/schemas/booking-payments';
import { localStart } from '../../../test/booking-factories';
import {
  bookingRow,
  bookPublic,
  emailKindsOf,
  payingProviderWith,
  paymentRow,
  setUpHoldWorld,
} from '../../../test/booking-payments-world';
import { addWaitlistEntry } from '../../../test/waitlist-factories';

const tokenOf = (manageUrl: string) => manageUrl.split('/').pop() ?? '';

describe('where a hold shows, and where it counts for nothing (issue 34, ADR 0061)', () => {
  const w = setUpHoldWorld();

  async function hold(hhmm: string, email: string) {
    const world = await payingProviderWith(w.t, { mode: 'deposit', amountCents: 2000 });
    const start = localStart(w.t, 3, hhmm);
    const response = await bookPublic(w.t, world.provider.id, world.service.id, start, email);
    expect(response.statusCode, response.body).toBe(201);
    return {
      ...world,
      start,
      ...(response.json() as { booking: { id: string }; manageUrl: string; checkoutUrl: string }),
    };
  }

  it('shows the manage page its Checkout page, its terms and its payment; the provider lists it with its end', async () => {
    const h = await hold('10:00', 'view@exemple.fr');
    const view = await w.t.get(`/api/public/bookings/by-token/${tokenOf(h.manageUrl)}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      checkoutUrl: h.checkoutUrl,
      paymentTerms: paymentTerms({ mode: 'deposit', amountCents: 2000 }, 2000, 24),
      booking: {
        status: 'awaiting_payment',
        payment: { mode: 'deposit', status: 'pending', amountCents: 2000 },
      },
    });
    const list = await w.t.get('/api/bookings', { token: h.provider.token });
    expect(list.statusCode, list.body).toBe(200);
    const [listed] = list.json().bookings;
    expect(listed).toMatchObject({
      id: h.booking.id,
      status: 'awaiting_payment',
      payment: { status: 'pending' },
    });
    expect(listed.holdExpiresAt).toEqual(expect.any(String));
    const one = await w.t.get(`/api/bookings/${h.booking.id}`, { token: h.provider.token });
    expect(one.json().booking.payment).toMatchObject({ amountCents: 2000 });
    // Another provider does not see it.
    const other = await payingProviderWith(w.t, { mode: 'none' });
    expect((await w.t.get(`/api/bookings/${h.booking.id}`, { token: other.provider.token })).statusCode).toBe(
      404,
    );
  });

  it('keeps a hold out of the iCal feed and the client list', async () => {
    const h = await hold('11:00', 'hidden@exemple.fr');
    const link = (await w.t.get('/api/ical/link', { token: h.provider.token })).json();
    const feed = await w.t.get(new URL(link.httpsUrl).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(h.booking.id);
    const clients = await w.t.get('/api/clients', { token: h.provider.token });
    expect(clients.statusCode, clients.body).toBe(200);
    expect(JSON.stringify(clients.json())).not.toContain('hidden@exemple.fr');
  });

  it('lets the client give a hold back from the manage page: freed at once, no e-mail, the waitlist told', async () => {
    const h = await hold('12:00', 'giveback@exemple.fr');
    await addWaitlistEntry(w.t.deps, {
      providerId: h.provider.id,
      serviceId: h.service.id,
      fromDay: h.start.slice(0, 10),
      toDay: h.start.slice(0, 10),
    });
    const cancel = await w.t.post(`/api/public/bookings/${h.booking.id}/cancel`, {
      token: tokenOf(h.manageUrl),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().booking.status).toBe('cancelled');
    expect(await bookingRow(w.t, h.booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    expect((await paymentRow(w.t, h.booking.id))?.status).toBe('expired');
    expect(await emailKindsOf(w.t, h.booking.id)).toEqual([]);
    const offers = await w.t.deps.jobs.boss.findJobs('waitlist.offer', {
      data: { providerId: h.provider.id },
      queued: true,
    });
    expect(offers).toHaveLength(1);
    const next = await bookPublic(w.t, h.provider.id, h.service.id, h.start, 'next@exemple.fr');
    expect(next.statusCode).toBe(201);
  });
});
