import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/provider-fixtures';
import { canRebook, rebookDraft } from './rebook-draft';

const NOW = new Date('2026-11-26T08:00:00.000Z');
const today = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' });

describe('« Reprendre le même »', () => {
  it('is offered once a booking is over or cancelled, never for an anonymised client', () => {
    const past = { start: '2026-11-24T09:30:00.000Z' };
    expect(canRebook(createBooking(past), NOW)).toBe(true);
    expect(canRebook(createBooking({ status: 'cancelled', start: '2026-12-24T09:30:00.000Z' }), NOW)).toBe(
      true,
    );
    expect(canRebook(createBooking({ start: '2026-11-26T09:30:00.000Z' }), NOW)).toBe(false);
    const anonymised = { name: 'Client anonymisé', email: '', phone: '' };
    expect(canRebook(createBooking({ ...past, client: anonymised }), NOW)).toBe(false);
    // A client who happens to bear that name but is reachable is still a client.
    expect(canRebook(createBooking({ ...past, client: { ...anonymised, phone: '0601' } }), NOW)).toBe(true);
  });

  it('suggests the same weekday and wall-clock time in the coming week, across the DST change', () => {
    // Saturday 24 October 2026, 10:00 in Paris (summer time); taken again on Thursday 29 October.
    const booking = createBooking({
      start: '2026-10-24T08:00:00.000Z',
      location: { type: 'home', clientAddress: '3 rue des Lilas', videoUrl: null },
    });
    expect(rebookDraft(booking, 'Europe/Paris', today('2026-10-29'))).toEqual({
      date: '2026-10-31',
      time: '10:00',
      client: {
        name: 'Jeanne Dupont',
        email: 'jeanne@example.fr',
        phone: '06 12 34 56 78',
        address: '3 rue des Lilas',
      },
      serviceId: booking.serviceId,
    });
    // The same weekday as today: a week later, not today.
    expect(rebookDraft(booking, 'Europe/Paris', today('2026-10-31')).date).toBe('2026-11-07');
  });
});
