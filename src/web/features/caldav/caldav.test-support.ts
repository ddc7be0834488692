import type { TCalendarConnection, TCalendarSync, TRemoteChange } from './api/calendar-sync-schemas';

/** Test data of the calendar sync (issue 31): an account, its calendars, a remote change. */
let sequence = 0;
const uuid = () => {
  sequence += 1;
  return `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`;
};

export function createConnection(overrides: Partial<TCalendarConnection> = {}): TCalendarConnection {
  return {
    id: uuid(),
    serverUrl: 'https://cloud.example.fr/remote.php/dav',
    username: 'camille',
    status: 'ok',
    lastSyncAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    lastError: null,
    showTitles: false,
    calendars: [
      {
        id: uuid(),
        url: 'https://cloud.example.fr/remote.php/dav/calendars/camille/personnel/',
        name: 'Personnel',
        color: '#0082c9',
        checkConflicts: true,
        writeBookings: false,
      },
    ],
    ...overrides,
  };
}

export function createChange(overrides: Partial<TRemoteChange> = {}): TRemoteChange {
  return {
    bookingId: uuid(),
    change: 'moved',
    serviceName: 'Coupe femme',
    clientName: 'Jeanne Dupont',
    startAt: '2026-12-03T09:30:00.000Z',
    endAt: '2026-12-03T10:00:00.000Z',
    remoteStart: '2026-12-03T13:00:00.000Z',
    remoteEnd: '2026-12-03T13:30:00.000Z',
    ...overrides,
  };
}

export function syncBody(sync: Partial<TCalendarSync> = {}) {
  return { body: { success: true, connections: [], changes: [], ...sync } };
}
