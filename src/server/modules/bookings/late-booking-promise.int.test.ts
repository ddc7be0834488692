import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { outboxEmails } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 08:00 in Paris: a booking at 14:00 today is inside the default 24 h notice.
  t.clock.set(DateTime.fromISO('2026-11-23T08:00', { zone: 'Europe/Paris' }).toJSDate());
});
afterAll(() => t.close());

const sentTo = async (email: string, kind: string) =>
  (await t.deps.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).find(
    (row) => row.kind === kind,
  );
const confirmationTo = (email: string) => sentTo(email, 'booking_confirmation');

describe('no online change promised past its deadline (issue 30)', () => {
  it('tells a client who books inside the notice that it cannot be moved or cancelled online, and promises it otherwise', async () => {
    const provider = await createProvider(t);
    const service = await createService(t.deps, provider.id);
    await openEveryDay(t.deps, provider.id);
    const book = (start: string, email: string) =>
      t.post(`/api/public/providers/${provider.id}/bookings`, bookingBody(service.id, start, { email }), {
        ip: nextTestIp(),
      });

    expect((await book(localStart(t, 0, '14:00'), 'tardive@exemple.fr')).statusCode).toBe(201);
    const late = await confirmationTo('tardive@exemple.fr');
    expect(late?.text).toContain('Ce rendez-vous ne peut pas être déplacé ni annulé en ligne');
    expect(late?.text).not.toContain('Vous pouvez déplacer ou annuler');
    expect(late?.text).not.toContain('/cancel-booking/');

    expect((await book(localStart(t, 3, '10:00'), 'prevoyante@exemple.fr')).statusCode).toBe(201);
    const early = await confirmationTo('prevoyante@exemple.fr');
    expect(early?.text).toContain(
      "Vous pouvez déplacer ou annuler ce rendez-vous en ligne jusqu'à 24 h avant son début.",
    );
    expect(early?.text).toContain('/cancel-booking/');
  });

  it('a client who moves a booking into the notice is told it can no longer be changed online', async () => {
    const provider = await createProvider(t);
    const service = await createService(t.deps, provider.id);
    await openEveryDay(t.deps, provider.id);
    const book = async (start: string, email: string) => {
      const response = await t.post(
        `/api/public/providers/${provider.id}/bookings`,
        bookingBody(service.id, start, { email }),
        { ip: nextTestIp() },
      );
      expect(response.statusCode).toBe(201);
      const body = response.json<{ booking: { id: string }; manageUrl: string; cancelUrl: string }>();
      return { ...body, token: body.manageUrl.split('/').pop() };
    };
    const move = (booked: { booking: { id: string }; token?: string }, start: string) =>
      t.post(`/api/public/bookings/${booked.booking.id}/reschedule`, { token: booked.token, start });

    const late = await book(localStart(t, 3, '10:00'), 'deplace-tard@exemple.fr');
    expect((await move(late, localStart(t, 0, '15:00'))).statusCode).toBe(200);
    const moved = await sentTo('deplace-tard@exemple.fr', 'booking_rescheduled_client');
    expect(moved?.text).toContain(
      'Ce rendez-vous ne peut plus être déplacé ni annulé en ligne moins de 24 h avant son début. Contactez directement votre professionnel',
    );
    expect(moved?.text).not.toContain('/cancel-booking/');
    expect(moved?.text).toContain(late.manageUrl);

    const early = await book(localStart(t, 3, '11:00'), 'deplace-tot@exemple.fr');
    expect((await move(early, localStart(t, 4, '11:00'))).statusCode).toBe(200);
    const kept = await sentTo('deplace-tot@exemple.fr', 'booking_rescheduled_client');
    expect(kept?.text).toContain(`Annuler mon rendez-vous : ${early.cancelUrl}`);
    expect(kept?.text).not.toContain('ne peut plus être déplacé ni annulé en ligne');
  });
});
