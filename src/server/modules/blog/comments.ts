import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TAdminBlogComment, TBlogCommentPublic, TBlogCommentStatus } from '../../../shared/schemas/blog';
import { blogComments, blogPosts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { isUuid } from '../../http/uuid';
import { findPublicPost } from './feed-queries';

/** Readers' comments (issue 17, ADR 0042): plain text, held for moderation, the e-mail never shown. */
export const BLOG_COMMENT_RATE_RULE = { limit: 5, windowSeconds: 10 * 60 } as const satisfies TRateRule;
export const BLOG_COMMENTS_PAGE_SIZE = 20;
const POST_NOT_FOUND = 'Article introuvable';
export const COMMENT_NOT_FOUND = 'Commentaire introuvable';

async function publicPostOrThrow(deps: AppDeps, slug: string) {
  const post = await findPublicPost(deps.database.db, slug, deps.now());
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return post;
}

/** The approved comments of a public article, oldest first. */
export async function listApprovedComments(deps: AppDeps, slug: string): Promise<TBlogCommentPublic[]> {
  const post = await publicPostOrThrow(deps, slug);
  const rows = await deps.database.db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.postId, post.id), eq(blogComments.status, 'approved')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.authorName,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
  }));
}

export type TCommentSubmission = {
  name: string;
  email: string;
  content: string;
  website?: string | undefined;
};

/** Stores a comment as pending; a filled honeypot is answered the same and stores nothing. */
export async function submitComment(
  deps: AppDeps,
  slug: string,
  input: TCommentSubmission,
  ip: string,
): Promise<void> {
  const now = deps.now();
  await enforceRateLimits(
    deps.database.db,
    [{ key: `blog-comment:ip:${ip}`, rule: BLOG_COMMENT_RATE_RULE }],
    now,
  );
  const post = await publicPostOrThrow(deps, slug);
  if (input.website && input.website.trim() !== '') return;
  await deps.database.db.insert(blogComments).values({
    postId: post.id,
    authorName: input.name,
    authorEmail: input.email,
    content: input.content,
    status: 'pending',
    createdAt: now,
  });
}

const adminFields = {
  id: blogComments.id,
  name: blogComments.authorName,
  email: blogComments.authorEmail,
  content: blogComments.content,
  status: blogComments.status,
  createdAt: blogComments.createdAt,
  moderatedAt: blogComments.moderatedAt,
  postId: blogComments.postId,
  postTitle: blogPosts.title,
  postSlug: blogPosts.slug,
};

type TAdminRow = {
  id: string;
  name: string;
  email: string;
  content: string;
  status: TBlogCommentStatus;
  createdAt: Date;
  moderatedAt: Date | null;
  postId: string;
  postTitle: string;
  postSlug: string;
};

export const adminDto = (r: TAdminRow): TAdminBlogComment => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  moderatedAt: r.moderatedAt?.toISOString() ?? null,
});

/** The moderation list: newest first, with the count of each status (same article filter). */
export async function listAdminComments(
  deps: AppDeps,
  query: { page: number; status?: TBlogCommentStatus | undefined; postId?: string | undefined },
) {
  const { db } = deps.database;
  const byPost: SQL | undefined = query.postId ? eq(blogComments.postId, query.postId) : undefined;
  const where = and(byPost, query.status ? eq(blogComments.status, query.status) : undefined);
  const rows = await db
    .select(adminFields)
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(where)
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
    .limit(BLOG_COMMENTS_PAGE_SIZE)
    .offset((query.page - 1) * BLOG_COMMENTS_PAGE_SIZE);
  const perStatus = await db
    .select({ status: blogComments.status, n: count() })
    .from(blogComments)
    .where(byPost)
    .groupBy(blogComments.status);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const { status, n } of perStatus) counts[status] = Number(n);
  const total = query.status ? counts[query.status] : counts.pending + counts.approved + counts.rejected;
  return { comments: rows.map(adminDto), total, pageSize: BLOG_COMMENTS_PAGE_SIZE, counts };
}

export async function findAdminComment(deps: AppDeps, id: string): Promise<TAdminRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await deps.database.db
    .select(adminFields)
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.id, id))
    .limit(1);
  return row ?? null;
}
