/**
 * The caldav module's public entry (ADR 0020): the two-way calendar sync of issue 31. Bookings queue
 * their event's write here; the GDPR export and erasure take the provider's sync data.
 */
import type { TDbExecutor } from '../../db/executor';
import type { TJobs } from '../../jobs/start-jobs';
import { linkedBookings } from './links';
import { hasWriterCalendar } from './queries';

export { deleteCalendarSyncOf, exportCalendarSyncOf } from './gdpr';
export { caldavSyncDueJob, caldavSyncJob, caldavWriteBookingJob } from './jobs';
/** AES-256-GCM sealing, for another module's secrets at rest (the webhooks' signing secrets). */
export { seal, unseal } from './secret-box';
export { hasWriterCalendar };

/**
 * In the booking's transaction: its event in the provider's calendar is (re)written, moved or
 * removed by a job, when the provider has a calendar that receives bookings. `known`: the caller
 * already read that they have one in this transaction.
 */
/**
 * In the transaction that took bookings' customer data away (art. 17, the retention purge): the
 * events already written for them in the provider's calendar are rewritten without it.
 */
export async function queueCalendarRewrites(
  tx: TDbExecutor,
  jobs: TJobs,
  bookingIds: string[],
): Promise<void> {
  if (bookingIds.length === 0) return;
  const linked = await linkedBookings(tx, bookingIds);
  await jobs.sendMany(
    'caldav.write-booking',
    linked.map((bookingId) => ({ data: { bookingId } })),
    { tx },
  );
}

export async function queueCalendarWrite(
  tx: TDbExecutor,
  jobs: TJobs,
  providerId: string,
  bookingId: string,
  options: { known?: boolean } = {},
): Promise<void> {
  if (!options.known && !(await hasWriterCalendar(tx, providerId))) return;
  await jobs.send('caldav.write-booking', { bookingId }, { tx });
}
