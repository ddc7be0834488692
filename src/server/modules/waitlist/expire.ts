import { sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles, waitlistEntries } from '../../db/schema';
import { DEFAULT_TIMEZONE } from '../providers/api';
import { forgetEntries } from './queries';

/**
 * The daily retention job (ADR 0060): entries whose window ended before today, in each provider's
 * own zone, are deleted whatever their status (their webhook deliveries lose the client's contact) — /privacy promises nothing is kept past the window.
 * Returns how many went.
 */
export async function deleteEndedWaitlistEntries(db: TDbExecutor, now: Date): Promise<number> {
  const zone = sql`coalesce((select ${providerProfiles.timezone} from ${providerProfiles}
    where ${providerProfiles.providerId} = ${waitlistEntries.providerId}), ${DEFAULT_TIMEZONE})`;
  const ids = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(waitlistEntries)
      .where(sql`${waitlistEntries.toDay} < (${now.toISOString()}::timestamptz at time zone ${zone})::date`)
      .returning({ id: waitlistEntries.id });
    return forgetEntries(
      tx,
      rows.map((row) => row.id),
    );
  });
  return ids.length;
}
