import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { BLOG_LIMITS, type TAdminBlogPost, type TBlogPostStatus } from '../../../shared/schemas/blog';
import type { TDbExecutor } from '../../db/executor';
import { blogComments, blogPosts, blogPostViews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { blogImageUrl } from './posts-queries';

/** The editor's reads of articles (issue 17): every status, with views and pending comments. */
export const POST_NOT_FOUND = 'Article introuvable';
export type TPostRow = typeof blogPosts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function countsOf(db: TDbExecutor, ids: string[]) {
  if (ids.length === 0) return { views: new Map<string, number>(), pending: new Map<string, number>() };
  const views = await db
    .select({ id: blogPostViews.postId, n: sql<number>`coalesce(sum(${blogPostViews.views}), 0)::int` })
    .from(blogPostViews)
    .where(inArray(blogPostViews.postId, ids))
    .groupBy(blogPostViews.postId);
  const pending = await db
    .select({ id: blogComments.postId, n: count() })
    .from(blogComments)
    .where(and(inArray(blogComments.postId, ids), eq(blogComments.status, 'pending')))
    .groupBy(blogComments.postId);
  return {
    views: new Map(views.map((r) => [r.id, Number(r.n)])),
    pending: new Map(pending.map((r) => [r.id, Number(r.n)])),
  };
}

async function toAdmin(db: TDbExecutor, rows: TPostRow[]): Promise<TAdminBlogPost[]> {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    markdown: r.markdown,
    html: r.html,
    tags: r.tags,
    status: r.status,
    publishAt: iso(r.publishAt),
    publishedAt: iso(r.publishedAt),
    coverImageId: r.coverImageId,
    coverImageUrl: r.coverImageId ? blogImageUrl(r.coverImageId) : null,
    readingMinutes: r.readingMinutes,
    authorName: r.authorName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    views: counts.views.get(r.id) ?? 0,
    pendingComments: counts.pending.get(r.id) ?? 0,
  }));
}

/** One article as the editor sees it. */
export async function adminPostDto(db: TDbExecutor, row: TPostRow): Promise<TAdminBlogPost> {
  const [dto] = await toAdmin(db, [row]);
  if (!dto) throw new Error('unreachable');
  return dto;
}

/** The article, locked for update when in a transaction; 404 when unknown. */
export async function loadPost(db: TDbExecutor, id: string, lock = false): Promise<TPostRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The editor's list: newest updated first, searched on title and address. */
export async function listAdminPosts(
  db: TDbExecutor,
  query: { page?: number | undefined; q?: string | undefined; status?: TBlogPostStatus | undefined },
) {
  const pageSize = BLOG_LIMITS.pageSize;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(blogPosts.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(blogPosts.title, like), ilike(blogPosts.slug, like)) as SQL);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((Math.max(1, query.page ?? 1) - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { posts: await toAdmin(db, rows), total: counted?.n ?? 0, pageSize };
}
