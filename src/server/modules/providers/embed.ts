import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles } from '../../db/schema';
import { isUuid } from '../../http/uuid';
import { getProviderProfile, providerIdBySlug } from './queries';

/** The sites allowed to frame this provider's booking page (none until they add one). */
export async function getEmbedOrigins(db: TDbExecutor, providerId: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: providerProfiles.embedOrigins })
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return row?.origins ?? [];
}

/** Replaces the list, creating the profile row from the account's defaults when there is none. */
export async function saveEmbedOrigins(
  db: TDbExecutor,
  providerId: string,
  origins: string[],
  now: Date,
): Promise<string[]> {
  const current = await getProviderProfile(db, providerId);
  if (!current) throw new Error('saveEmbedOrigins: not a provider');
  const { providerId: _id, slug: _slug, ...fields } = current;
  await db
    .insert(providerProfiles)
    .values({ providerId, ...fields, embedOrigins: origins, updatedAt: now })
    .onConflictDoUpdate({
      target: providerProfiles.providerId,
      set: { embedOrigins: origins, updatedAt: now },
    });
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
