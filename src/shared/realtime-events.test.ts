import { describe, expect, it } from 'vitest';
import { bookingOf } from '../test/booking-event';
import { isFullBooking, toPublicBookingEvent } from './realtime-events';

describe('booking event payloads', () => {
  const booking = bookingOf('0b6c1f9e-7d2a-4c1b-9a57-3f3c2f9d8e11');

  it('the public projection keeps id, start, end and status, and nothing personal', () => {
    const shown = toPublicBookingEvent(booking);
    expect(Object.keys(shown).sort()).toEqual(['end', 'id', 'start', 'status']);
    expect(shown).toEqual({ id: booking.id, start: booking.start, end: booking.end, status: booking.status });
  });

  it('tells a full booking from its public projection', () => {
    expect(isFullBooking(booking)).toBe(true);
    expect(isFullBooking(toPublicBookingEvent(booking))).toBe(false);
  });
});
