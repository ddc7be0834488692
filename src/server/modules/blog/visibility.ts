import { and, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema';

/**
 * What readers may see (ADR 0042): a published article, or a scheduled one whose time has come
 * (the tick job marks it published within seconds; readers need not wait for it). Every public
 * query, the HTML head, RSS and the sitemap go through this one predicate.
 */
export function isPublic(now: Date): SQL {
  return or(
    eq(blogPosts.status, 'published'),
    and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)),
  ) as SQL;
}

/** The date readers see: when it was published, or when it was due. */
export const publicDate = sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt})`;
