import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBooking } from '../../../shared/schemas/booking';
import { STORAGE } from '../storage-keys';
import { FakeSocket } from './fake-socket.test-support';
import { loadRealtimeClient } from './realtime-loader';
import { setSocketFactory } from './socket-client';
import { useCalendarEvents } from './use-calendar-events';
import { useProviderBookingEvents } from './use-provider-booking-events';
import { useRealtimeStatus } from './use-realtime-status';

const PROVIDER = '0b6c1f9e-7d2a-4c1b-9a57-3f3c2f9d8e11';
const OTHER_PROVIDER = '5d0c8f5e-1111-4c1b-9a57-3f3c2f9d8e11';

function booking(providerId: string): TBooking {
  return {
    id: 'b1',
    providerId,
    serviceId: 's1',
    serviceName: 'Séance de coaching',
    durationMinutes: 30,
    priceCents: 4500,
    start: '2030-03-04T09:00:00.000Z',
    end: '2030-03-04T09:30:00.000Z',
    timezone: 'Europe/Paris',
    status: 'confirmed',
    client: { name: 'Juliette Marchand', email: 'juliette@exemple.fr', phone: '' },
    note: '',
    answers: [],
    location: { type: 'in_person', clientAddress: '', videoUrl: null },
    seriesId: null,
    source: 'public',
    cancellationReason: null,
    cancelledBy: null,
    createdAt: '2030-03-01T09:00:00.000Z',
    updatedAt: '2030-03-01T09:00:00.000Z',
  };
}
/** useCalendarEvents fetches the socket code first: lets that promise settle inside act(). */
const socketCodeLoaded = () => act(() => loadRealtimeClient().then(() => undefined));

const PUBLIC_EVENT = {
  id: 'b2',
  start: '2030-03-04T10:00:00.000Z',
  end: '2030-03-04T10:30:00.000Z',
  status: 'confirmed' as const,
};

describe('realtime hooks', () => {
  let socket: FakeSocket;
  beforeEach(() => {
    socket = new FakeSocket();
    setSocketFactory(() => socket);
  });
  afterEach(() => setSocketFactory(() => new FakeSocket()));

  it('useCalendarEvents follows the public room while mounted and hands over public events', async () => {
    const onEvent = vi.fn();
    const { unmount } = renderHook(() => useCalendarEvents(PROVIDER, onEvent));
    await socketCodeLoaded();
    act(() => socket.acceptConnection());
    expect(socket.sent('subscribe_calendar')).toEqual([[{ calendarId: PROVIDER }]]);

    act(() => socket.receive('booking_created', PUBLIC_EVENT));
    expect(onEvent).toHaveBeenCalledWith('booking_created', PUBLIC_EVENT);

    unmount();
    expect(socket.sent('unsubscribe_calendar')).toEqual([[{ calendarId: PROVIDER }]]);
    socket.receive('booking_deleted', PUBLIC_EVENT);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('useCalendarEvents left before the socket code arrived joins no room', async () => {
    const { unmount } = renderHook(() => useCalendarEvents(PROVIDER, () => {}));
    unmount();
    await socketCodeLoaded();
    act(() => socket.acceptConnection());
    expect(socket.sent('subscribe_calendar')).toEqual([]);
  });

  it('useCalendarEvents strips a full booking of this calendar and ignores other providers', async () => {
    const onEvent = vi.fn();
    renderHook(() => useCalendarEvents(PROVIDER, onEvent));
    await socketCodeLoaded();
    act(() => socket.acceptConnection());
    act(() => socket.receive('booking_updated', booking(OTHER_PROVIDER)));
    expect(onEvent).not.toHaveBeenCalled();
    act(() => socket.receive('booking_updated', booking(PROVIDER)));
    expect(onEvent).toHaveBeenCalledWith('booking_updated', {
      id: 'b1',
      start: '2030-03-04T09:00:00.000Z',
      end: '2030-03-04T09:30:00.000Z',
      status: 'confirmed',
    });
  });

  it('useCalendarEvents waits quietly while the calendar id is unknown', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { rerender } = renderHook(({ id }) => useCalendarEvents(id, () => {}), {
      initialProps: { id: undefined as string | undefined },
    });
    act(() => socket.acceptConnection());
    expect(socket.sent('subscribe_calendar')).toEqual([]);
    rerender({ id: PROVIDER });
    await socketCodeLoaded();
    expect(socket.sent('subscribe_calendar')).toEqual([[{ calendarId: PROVIDER }]]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('useCalendarEvents calls the latest callback without re-subscribing', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ cb }) => useCalendarEvents(PROVIDER, cb), {
      initialProps: { cb: first },
    });
    await socketCodeLoaded();
    act(() => socket.acceptConnection());
    rerender({ cb: second });
    act(() => socket.receive('booking_created', PUBLIC_EVENT));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(socket.sent('subscribe_calendar')).toHaveLength(1);
  });

  it('useProviderBookingEvents authenticates and hands over full bookings only', () => {
    localStorage.setItem(STORAGE.token, 'jeton');
    const onEvent = vi.fn();
    renderHook(() => useProviderBookingEvents(onEvent));
    act(() => socket.acceptConnection());
    expect(socket.sent('authenticate')).toEqual([[{ token: 'jeton' }]]);

    act(() => socket.receive('booking_created', PUBLIC_EVENT));
    expect(onEvent).not.toHaveBeenCalled();
    const full = booking(PROVIDER);
    act(() => socket.receive('booking_created', full));
    expect(onEvent).toHaveBeenCalledWith('booking_created', full);
  });

  it('useRealtimeStatus follows the connection and the authentication', () => {
    renderHook(() => useProviderBookingEvents(() => {}));
    const { result } = renderHook(() => useRealtimeStatus());
    expect(result.current).toEqual({ connected: false, authenticated: false });
    act(() => socket.acceptConnection());
    expect(result.current).toEqual({ connected: true, authenticated: false });
    act(() => socket.receive('authenticated', { userId: PROVIDER }));
    expect(result.current).toEqual({ connected: true, authenticated: true });
    act(() => socket.receive('auth_error', { message: 'Session invalide. Veuillez vous reconnecter.' }));
    expect(result.current).toEqual({ connected: true, authenticated: false });
    act(() => socket.dropConnection());
    expect(result.current).toEqual({ connected: false, authenticated: false });
  });
});
