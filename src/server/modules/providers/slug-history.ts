import { and, eq, ne } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { providerSlugHistory } from '../../db/schema';

/**
 * A provider's earlier booking addresses (issue 30): what is printed (a QR stand, a card) keeps
 * leading to their page after they choose another, and stays theirs.
 */

/** Another provider used this address before: it is not free. */
export async function slugRetiredByAnother(
  tx: TDbExecutor,
  slug: string,
  providerId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ slug: providerSlugHistory.slug })
    .from(providerSlugHistory)
    .where(and(eq(providerSlugHistory.slug, slug), ne(providerSlugHistory.providerId, providerId)));
  return row !== undefined;
}

/**
 * The provider moves from `previous` to `next`: the previous address is kept as theirs, and the
 * next one, if it is one of their earlier addresses, becomes current again.
 */
export async function recordSlugChange(
  tx: TDbExecutor,
  providerId: string,
  change: { previous: string | null; next: string | null },
  now: Date,
): Promise<void> {
  if (change.next) {
    await tx
      .delete(providerSlugHistory)
      .where(and(eq(providerSlugHistory.slug, change.next), eq(providerSlugHistory.providerId, providerId)));
  }
  if (change.previous && change.previous !== change.next) {
    await tx
      .insert(providerSlugHistory)
      .values({ slug: change.previous, providerId, retiredAt: now })
      .onConflictDoNothing();
  }
}

/** The provider an earlier address belonged to. */
export async function providerIdByRetiredSlug(tx: TDbExecutor, slug: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ providerId: providerSlugHistory.providerId })
    .from(providerSlugHistory)
    .where(eq(providerSlugHistory.slug, slug));
  return row?.providerId;
}
