import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { listDueConnections } from './queries';
import { syncConnection } from './sync';
import { writeBookingEvent } from './write-booking';

/** A connection is synced again once its last sync (or failure) is this old: at least every minute with the 30 s tick. */
export const SYNC_EVERY_MS = 45_000;

/**
 * `caldav.sync`: one connection's busy copy brought up to date. 'stately' per connection: never two
 * runs of one connection at once, and a « Actualiser » during a run waits behind it instead of
 * being lost. A CalDAV failure is recorded, not thrown (sync.ts); what throws is a bug or the
 * database, retried briefly.
 */
export const caldavSyncJob = defineJob({
  name: 'caldav.sync',
  schema: z.object({ connectionId: z.uuid() }),
  policy: 'stately',
  singletonKey: (data) => data.connectionId,
  retryLimit: 2,
  retryDelay: 30,
  // « Actualiser » and a new connection are waited for on screen: workers wake at once.
  notify: true,
  // Each CalDAV call is bounded (15 s); a calendar of thousands of objects takes a few of them.
  expireInSeconds: 600,
  async handler(deps: AppDeps, { connectionId }: { connectionId: string }, _job, log) {
    await syncConnection(deps, connectionId, log);
  },
});

/** Every 30 s: a sync for each connection not synced in the last 45 s. */
export const caldavSyncDueJob = defineJob({
  name: 'caldav.sync-due',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 1,
  tickSeconds: () => 30,
  async handler(deps: AppDeps) {
    const due = await listDueConnections(deps.database.db, new Date(deps.now().getTime() - SYNC_EVERY_MS));
    await deps.jobs.sendMany(
      'caldav.sync',
      due.map((connectionId) => ({ data: { connectionId } })),
    );
  },
});

/**
 * `caldav.write-booking`: the booking's event in the provider's calendar made to match the booking
 * (write-booking.ts). 'stately' per booking: one run at a time, and a newer change queued behind a
 * running one. Retried as ADR 0053's Stripe calls (10 attempts over 3 to 4 hours), then in
 * « Envois en échec »: a booking made during an outage reaches the calendar when it comes back.
 */
export const caldavWriteBookingJob = defineJob({
  name: 'caldav.write-booking',
  schema: z.object({ bookingId: z.uuid() }),
  policy: 'stately',
  singletonKey: (data) => data.bookingId,
  retryLimit: 9,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  async handler(deps: AppDeps, { bookingId }: { bookingId: string }, _job, log) {
    await writeBookingEvent(deps, bookingId, log);
  },
});
