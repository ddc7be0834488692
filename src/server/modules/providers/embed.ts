import { eq } from 'drizzle-orm';
import { EMBED_ORIGINS_MAX, parseEmbedOrigin } from '../../../shared/schemas/embed';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles } from '../../db/schema';
import { isUuid } from '../../http/uuid';
import { getProviderProfile, providerIdBySlug } from './queries';

/**
 * The sites allowed to frame this provider's booking page (none until they add one). A value saved
 * before the check became strict (`https://*`, a `;`) is dropped here, so it never reaches the CSP;
 * the provider sees the list without it and saves it again.
 */
export async function getEmbedOrigins(db: TDbExecutor, providerId: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: providerProfiles.embedOrigins })
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return (row?.origins ?? [])
    .filter((origin) => {
      const parsed = parseEmbedOrigin(origin);
      return 'origin' in parsed && parsed.origin === origin;
    })
    .slice(0, EMBED_ORIGINS_MAX);
}

/** The columns a provider sets one at a time (ADR 0040, issue 17). */
type TProfileSwitches = Partial<
  Pick<typeof providerProfiles.$inferInsert, 'embedOrigins' | 'listedInSearch' | 'brandColor'>
>;

/** Sets those columns, creating the profile row from the account's defaults when there is none. */
export async function saveProfileSwitches(
  db: TDbExecutor,
  providerId: string,
  set: TProfileSwitches,
  now: Date,
): Promise<void> {
  const current = await getProviderProfile(db, providerId);
  if (!current) throw new Error('saveProfileSwitches: not a provider');
  const { providerId: _id, slug: _slug, ...fields } = current;
  await db
    .insert(providerProfiles)
    .values({ providerId, ...fields, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: providerProfiles.providerId, set: { ...set, updatedAt: now } });
}

/** Replaces the list of sites allowed to frame the page. */
export async function saveEmbedOrigins(
  db: TDbExecutor,
  providerId: string,
  origins: string[],
  now: Date,
): Promise<string[]> {
  await saveProfileSwitches(db, providerId, { embedOrigins: origins }, now);
  return origins;
}

/**
 * The sites that may frame the page at /booking/{address}/… — the address being the provider's
 * id or readable slug. Unknown addresses, and everything else, may be framed by nobody.
 */
export async function framingOriginsFor(db: TDbExecutor, pathname: string): Promise<string[]> {
  const address = /^\/booking\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  if (!address) return [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    return [];
  }
  const providerId = isUuid(decoded) ? decoded : await providerIdBySlug(db, decoded);
  return providerId ? getEmbedOrigins(db, providerId) : [];
}
