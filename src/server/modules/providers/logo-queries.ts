import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { providerLogos } from '../../db/schema';
import { isUuid } from '../../http/uuid';

const LOGO_CONTENT_TYPE = 'image/webp';

/** The public address of a logo, versioned by its upload: a new one shows at once despite the cache. */
export const logoUrlOf = (providerId: string, updatedAt: Date) =>
  `/api/public/providers/${providerId}/logo?v=${updatedAt.getTime()}`;

/** Creates or replaces the provider's logo (already resized WebP); returns its public address. */
export async function saveLogo(
  db: TDbExecutor,
  providerId: string,
  data: Buffer,
  now: Date,
): Promise<string> {
  const values = { contentType: LOGO_CONTENT_TYPE, data, updatedAt: now };
  await db
    .insert(providerLogos)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: providerLogos.providerId, set: values });
  return logoUrlOf(providerId, now);
}

/** Removes it (nothing to do without one); also part of the account's erasure. */
export async function deleteLogo(db: TDbExecutor, providerId: string): Promise<void> {
  await db.delete(providerLogos).where(eq(providerLogos.providerId, providerId));
}

/** When the current logo was uploaded, without reading its bytes; null without one. */
export async function logoVersionOf(db: TDbExecutor, providerId: string): Promise<Date | null> {
  if (!isUuid(providerId)) return null;
  const [row] = await db
    .select({ updatedAt: providerLogos.updatedAt })
    .from(providerLogos)
    .where(eq(providerLogos.providerId, providerId));
  return row?.updatedAt ?? null;
}

/** The logo's bytes, type and version, or null. */
export async function findLogo(
  db: TDbExecutor,
  providerId: string,
): Promise<{ contentType: string; data: Buffer; updatedAt: Date } | null> {
  if (!isUuid(providerId)) return null;
  const [row] = await db
    .select({
      contentType: providerLogos.contentType,
      data: providerLogos.data,
      updatedAt: providerLogos.updatedAt,
    })
    .from(providerLogos)
    .where(eq(providerLogos.providerId, providerId));
  return row ?? null;
}
