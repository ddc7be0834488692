import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bookingDetailKey, bookingListKey } from '../../../lib/provider-data/query-keys';
import { createBooking } from '../../../test/provider-fixtures';
import { applyBookingChange, applyToList } from './bookings-cache';

const WEEK = { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' };

describe('bookings cache', () => {
  it('inserts in start order, replaces, and removes', () => {
    const a = createBooking({ start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T09:30:00.000Z' });
    const b = createBooking({ start: '2026-11-23T09:00:00.000Z', end: '2026-11-23T09:30:00.000Z' });
    expect(applyToList([a], 'booking_created', b, WEEK).map((x) => x.id)).toEqual([b.id, a.id]);
    const moved = { ...a, start: '2026-11-22T09:00:00.000Z', end: '2026-11-22T09:30:00.000Z' };
    expect(applyToList([a, b], 'booking_updated', moved, WEEK)).toEqual([b]);
    expect(applyToList([a, b], 'booking_deleted', a, WEEK)).toEqual([b]);
  });

  it('keeps a cancelled booking in unfiltered lists and moves it between status lists', () => {
    const booking = createBooking({ start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T09:30:00.000Z' });
    const cancelled = { ...booking, status: 'cancelled' as const };
    expect(applyToList([booking], 'booking_updated', cancelled, WEEK)).toEqual([cancelled]);
    expect(applyToList([], 'booking_updated', cancelled, { ...WEEK, status: 'cancelled' })).toEqual([
      cancelled,
    ]);
    expect(applyToList([booking], 'booking_updated', cancelled, { ...WEEK, status: 'confirmed' })).toEqual(
      [],
    );
  });

  it('writes every cached list and the details entry', () => {
    const client = new QueryClient();
    const booking = createBooking({ start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T09:30:00.000Z' });
    const otherWeek = { from: '2026-11-29T23:00:00.000Z', to: '2026-12-06T23:00:00.000Z' };
    client.setQueryData(bookingListKey(WEEK), []);
    client.setQueryData(bookingListKey(otherWeek), []);
    applyBookingChange(client, 'booking_created', booking);
    expect(client.getQueryData(bookingListKey(WEEK))).toEqual([booking]);
    expect(client.getQueryData(bookingListKey(otherWeek))).toEqual([]);
    expect(client.getQueryData(bookingDetailKey(booking.id))).toEqual(booking);
    applyBookingChange(client, 'booking_deleted', booking);
    expect(client.getQueryData(bookingListKey(WEEK))).toEqual([]);
    expect(client.getQueryData(bookingDetailKey(booking.id))).toBeUndefined();
  });
});
