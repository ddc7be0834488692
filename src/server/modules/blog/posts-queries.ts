import { and, arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import { BLOG_LIMITS, type TBlogPostPublic, type TBlogPostSummary } from '../../../shared/schemas/blog';
import type { TDbExecutor } from '../../db/executor';
import { blogPosts, blogSlugRedirects } from '../../db/schema';
import { isPublic, publicDate } from './visibility';

/** Readers' queries on articles (issue 17, ADR 0042): every one through `isPublic(now)`. */
export const blogImageUrl = (id: string) => `/api/blog/images/${id}`;

/** The columns of an article in a list; the feeds and the HTML head add its last change. */
export const summaryFields = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  tags: blogPosts.tags,
  coverImageId: blogPosts.coverImageId,
  readingMinutes: blogPosts.readingMinutes,
  authorName: blogPosts.authorName,
  publishedAt: publicDate,
};
type TSummaryRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  coverImageId: string | null;
  readingMinutes: number;
  authorName: string;
  publishedAt: Date | string;
};

const toSummary = ({ coverImageId, publishedAt, ...row }: TSummaryRow): TBlogPostSummary => ({
  ...row,
  coverImageUrl: coverImageId ? blogImageUrl(coverImageId) : null,
  publishedAt: new Date(publishedAt).toISOString(),
});

/** One page of public articles, newest first, with every tag of a public article. */
export async function listPublicPosts(
  db: TDbExecutor,
  query: { page?: number | undefined; tag?: string | undefined },
  now: Date,
): Promise<{ posts: TBlogPostSummary[]; total: number; pageSize: number; tags: string[] }> {
  const pageSize = BLOG_LIMITS.pageSize;
  const where = query.tag ? and(isPublic(now), arrayContains(blogPosts.tags, [query.tag])) : isPublic(now);
  const rows = await db
    .select(summaryFields)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(publicDate), desc(blogPosts.id))
    .limit(pageSize)
    .offset((Math.max(1, query.page ?? 1) - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(blogPosts).where(where);
  const tagRows = await db
    .selectDistinct({ tag: sql<string>`unnest(${blogPosts.tags})` })
    .from(blogPosts)
    .where(isPublic(now));
  const tags = tagRows.map((r) => r.tag).sort((a, b) => a.localeCompare(b, 'fr'));
  return { posts: rows.map((r) => toSummary(r as TSummaryRow)), total: counted?.n ?? 0, pageSize, tags };
}

async function neighbour(db: TDbExecutor, date: Date, id: string, direction: 'previous' | 'next', now: Date) {
  const at = sql`${date.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(
      and(
        isPublic(now),
        direction === 'previous'
          ? sql`(${publicDate}, ${blogPosts.id}) < (${at}, ${id}::uuid)`
          : sql`(${publicDate}, ${blogPosts.id}) > (${at}, ${id}::uuid)`,
      ),
    )
    .orderBy(
      direction === 'previous' ? desc(publicDate) : asc(publicDate),
      direction === 'previous' ? desc(blogPosts.id) : asc(blogPosts.id),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A public article by its address, current or former (`redirected` is then true and `post.slug`
 * the current address), with its neighbours by public date; null when unknown or not yet public.
 */
export async function findPublicPostBySlug(
  db: TDbExecutor,
  slug: string,
  now: Date,
): Promise<{ post: TBlogPostPublic; redirected: boolean } | null> {
  const fields = { ...summaryFields, html: blogPosts.html };
  let [row] = await db
    .select(fields)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .limit(1);
  let redirected = false;
  if (!row) {
    [row] = await db
      .select(fields)
      .from(blogSlugRedirects)
      .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
      .where(and(eq(blogSlugRedirects.slug, slug), isPublic(now)))
      .limit(1);
    redirected = true;
  }
  if (!row) return null;
  const summary = toSummary(row as TSummaryRow);
  const date = new Date(summary.publishedAt);
  const [previous, next] = await Promise.all([
    neighbour(db, date, row.id, 'previous', now),
    neighbour(db, date, row.id, 'next', now),
  ]);
  return { post: { ...summary, html: row.html, previous, next }, redirected };
}
