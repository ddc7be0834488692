import { sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles, waitlistEntries } from '../../db/schema';
import { DEFAULT_TIMEZONE } from '../providers/api';

/**
 * The daily retention job (ADR 0060): entries whose window ended before today, in each provider's
 * own zone, are deleted whatever their status — /privacy promises nothing is kept past the window.
 * Returns how many went.
 */
export async function deleteEndedWaitlistEntries(db: TDbExecutor, now: Date): Promise<number> {
  const zone = sql`coalesce((select ${providerProfiles.timezone} from ${providerProfiles}
    where ${providerProfiles.providerId} = ${waitlistEntries.providerId}), ${DEFAULT_TIMEZONE})`;
  const rows = await db
    .delete(waitlistEntries)
    .where(sql`${waitlistEntries.toDay} < (${now.toISOString()}::timestamptz at time zone ${zone})::date`)
    .returning({ id: waitlistEntries.id });
  return rows.length;
}
