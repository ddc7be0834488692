import { and, desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { blogPosts, blogSlugRedirects } from '../../db/schema';
import { summaryFields } from './posts-queries';
import { isPublic, publicDate } from './visibility';

/** The public articles' fields the comments, feeds and HTML head need (ADR 0042). */
const publicFields = { ...summaryFields, updatedAt: blogPosts.updatedAt };

export type TPublicPostRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  coverImageId: string | null;
  authorName: string;
  updatedAt: Date;
  publishedAt: Date;
};

const toRow = (row: Record<string, unknown>): TPublicPostRow => {
  const r = row as TPublicPostRow;
  return { ...r, publishedAt: new Date(r.publishedAt), updatedAt: new Date(r.updatedAt) };
};

/** A public article by its current address, or null (draft, not yet due, unknown). */
export async function findPublicPost(
  db: TDbExecutor,
  slug: string,
  now: Date,
): Promise<TPublicPostRow | null> {
  const [row] = await db
    .select(publicFields)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .limit(1);
  return row ? toRow(row) : null;
}

/** The current address of a public article formerly at `slug`, or null. */
export async function currentSlugOf(db: TDbExecutor, slug: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(eq(blogSlugRedirects.slug, slug))
    .limit(1);
  if (!row) return null;
  return (await findPublicPost(db, row.slug, now)) ? row.slug : null;
}

/** Every public article, newest first (RSS takes the first ones, the sitemap all). */
export async function listPublicPosts(db: TDbExecutor, now: Date, limit?: number): Promise<TPublicPostRow[]> {
  const query = db.select(publicFields).from(blogPosts).where(isPublic(now)).orderBy(desc(publicDate));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toRow);
}
