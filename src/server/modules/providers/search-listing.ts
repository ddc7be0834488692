import { and, eq, isNull } from 'drizzle-orm';
import { bookingPathOf } from '../../../shared/booking-address';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles, users } from '../../db/schema';
import { saveProfileSwitches } from './embed';

/** Whether the provider asked for their booking page to be in the sitemap (no by default). */
export async function getSearchListing(db: TDbExecutor, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ listed: providerProfiles.listedInSearch })
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return row?.listed ?? false;
}

export async function saveSearchListing(
  db: TDbExecutor,
  providerId: string,
  listed: boolean,
  now: Date,
): Promise<boolean> {
  await saveProfileSwitches(db, providerId, { listedInSearch: listed }, now);
  return listed;
}

/**
 * The booking pages the sitemap lists (issue 17): their owner opted in, and the account is open
 * (not suspended, not deleted). The readable address when there is one, else the id.
 */
export async function listedBookingPaths(db: TDbExecutor): Promise<string[]> {
  const rows = await db
    .select({ id: providerProfiles.providerId, slug: providerProfiles.slug })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.providerId))
    .where(
      and(eq(providerProfiles.listedInSearch, true), eq(users.status, 'active'), isNull(users.deletedAt)),
    )
    .orderBy(providerProfiles.providerId);
  return rows.map(bookingPathOf);
}
