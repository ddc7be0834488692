import { eq } from 'drizzle-orm';
import {
  readingMinutesOf,
  type TAdminBlogPost,
  type TBlogPostPatch,
  type TBlogPostStatus,
} from '../../../shared/schemas/blog';
import type { TDbExecutor } from '../../db/executor';
import { blogImages, blogPosts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { changedFields, recordAudit } from '../audit/api';
import { renderMarkdown } from './markdown';
import { adminPostDto, loadPost, type TPostRow } from './posts-admin-queries';
import { chooseSlug, recordSlugChange } from './posts-slug';

/** The editor's writes (issue 17, ADR 0042): status rules, addresses, rendering, audit entries. */
export type TBlogActor = { id: string; email: string; name: string };
type TFields = Omit<TBlogPostPatch, 'publishAt'> & { publishAt?: string | Date | null | undefined };

const PUBLISH_AT_FUTURE = 'La date de publication doit être dans le futur pour programmer l’article.';
const PUBLISH_AT_REQUIRED = 'La date de publication est obligatoire pour programmer l’article.';
const COVER_NOT_FOUND = 'Image de couverture introuvable';

const audited = (r: TPostRow) => ({
  title: r.title,
  slug: r.slug,
  status: r.status,
  publishAt: r.publishAt?.toISOString() ?? null,
  tags: r.tags.join(', '),
});

/** The dates a status implies; throws when a schedule is not in the future. */
function datesOf(status: TBlogPostStatus, publishAt: Date | null, before: TPostRow | null, now: Date) {
  // A scheduled article already due was public: it keeps that date.
  const wasDue = before?.status === 'scheduled' && before.publishAt !== null && before.publishAt <= now;
  const everPublished = before?.publishedAt ?? (wasDue ? before.publishAt : null);
  if (status === 'scheduled') {
    if (!publishAt) throw new AppError('VALIDATION', PUBLISH_AT_REQUIRED, { field: 'publishAt' });
    if (publishAt.getTime() <= now.getTime())
      throw new AppError('VALIDATION', PUBLISH_AT_FUTURE, { field: 'publishAt' });
    return { publishAt, publishedAt: everPublished };
  }
  if (status === 'published') return { publishAt, publishedAt: everPublished ?? now };
  return { publishAt, publishedAt: everPublished };
}

async function checkCover(tx: TDbExecutor, id: string | null | undefined) {
  if (!id) return;
  const [found] = await tx.select({ id: blogImages.id }).from(blogImages).where(eq(blogImages.id, id));
  if (!found) throw new AppError('VALIDATION', COVER_NOT_FOUND, { field: 'coverImageId' });
}

/** Whether readers may have seen it: published once, or scheduled and due. */
const everPublic = (r: TPostRow, now: Date) =>
  r.publishedAt !== null || (r.status === 'scheduled' && r.publishAt !== null && r.publishAt <= now);

async function save(deps: AppDeps, actor: TBlogActor, before: TPostRow | null, input: TFields) {
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const locked = before ? await loadPost(tx, before.id, true) : null;
    const title = input.title ?? locked?.title ?? '';
    const markdown = input.markdown ?? locked?.markdown ?? '';
    const status = input.status ?? locked?.status ?? 'draft';
    const rawAt = input.publishAt === undefined ? (locked?.publishAt ?? null) : input.publishAt;
    const publishAt = rawAt === null ? null : new Date(rawAt);
    // Unchanged and scheduled in the past means readers see it already: no re-check.
    const keepsSchedule =
      locked?.status === 'scheduled' && status === 'scheduled' && input.publishAt === undefined;
    const dates = keepsSchedule
      ? { publishAt, publishedAt: locked.publishedAt }
      : datesOf(status, publishAt, locked, now);
    await checkCover(tx, input.coverImageId);
    const givenSlug = input.slug && input.slug !== locked?.slug ? input.slug : undefined;
    const slug =
      locked && !givenSlug ? locked.slug : await chooseSlug(tx, givenSlug, title, locked?.id ?? null);
    const values = {
      title,
      slug,
      excerpt: input.excerpt ?? locked?.excerpt ?? '',
      markdown,
      html: renderMarkdown(markdown),
      readingMinutes: readingMinutesOf(markdown),
      tags: [...new Set(input.tags ?? locked?.tags ?? [])],
      status,
      ...dates,
      coverImageId: input.coverImageId === undefined ? (locked?.coverImageId ?? null) : input.coverImageId,
      authorId: actor.id,
      authorName: actor.name,
      updatedAt: now,
    };
    const [after] = locked
      ? await tx.update(blogPosts).set(values).where(eq(blogPosts.id, locked.id)).returning()
      : await tx
          .insert(blogPosts)
          .values({ ...values, createdAt: now })
          .returning();
    if (!after) throw new Error('blog post write returned nothing');
    if (locked)
      await recordSlugChange(tx, after.id, { slug: locked.slug, everPublic: everPublic(locked, now) }, slug);
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: locked ? 'blog_post.update' : 'blog_post.create',
      target: { type: 'blog_post', id: after.id, label: after.title },
      changes: changedFields(locked ? audited(locked) : {}, audited(after)),
      at: now,
    });
    return after;
  });
  return adminPostDto(deps.database.db, row);
}

export const createPost = (deps: AppDeps, actor: TBlogActor, input: TFields): Promise<TAdminBlogPost> =>
  save(deps, actor, null, input);

export async function updatePost(deps: AppDeps, actor: TBlogActor, id: string, patch: TFields) {
  return save(deps, actor, await loadPost(deps.database.db, id), patch);
}

/** Hard delete: its comments, views and former addresses go with it. */
export async function deletePost(deps: AppDeps, actor: TBlogActor, id: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const row = await loadPost(tx, id, true);
    await tx.delete(blogPosts).where(eq(blogPosts.id, row.id));
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'blog_post.delete',
      target: { type: 'blog_post', id: row.id, label: row.title },
      changes: { slug: { before: row.slug, after: null } },
      at: now,
    });
  });
}
