import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles } from '../../db/schema';
import { saveProfileSwitches } from './embed';

/** The booking page's colour (issue 37), null for Créneau's own. */
export async function brandColorOf(db: TDbExecutor, providerId: string): Promise<string | null> {
  const [row] = await db
    .select({ brandColor: providerProfiles.brandColor })
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return row?.brandColor ?? null;
}

/** Saves a colour already checked by ZBrandColor (format and contrast with white text). */
export async function saveBrandColor(
  db: TDbExecutor,
  providerId: string,
  brandColor: string | null,
  now: Date,
): Promise<string | null> {
  await saveProfileSwitches(db, providerId, { brandColor }, now);
  return brandColor;
}
