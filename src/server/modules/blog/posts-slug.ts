import { and, eq, ne } from 'drizzle-orm';
import { BLOG_LIMITS, BLOG_SLUG_TAKEN } from '../../../shared/schemas/blog';
import { slugify } from '../../../shared/schemas/slug';
import type { TDbExecutor } from '../../db/executor';
import { blogPosts, blogSlugRedirects } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Articles' addresses (issue 17): unique among current and former ones, former ones kept. */
const RESERVED = new Set(['admin', 'rss', 'tag', 'tags', 'page']);

/** Whether `slug` is another article's address, current or former. */
async function isTaken(tx: TDbExecutor, slug: string, postId: string | null): Promise<boolean> {
  const [current] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(postId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, postId)) : eq(blogPosts.slug, slug))
    .limit(1);
  if (current) return true;
  const [former] = await tx
    .select({ postId: blogSlugRedirects.postId })
    .from(blogSlugRedirects)
    .where(eq(blogSlugRedirects.slug, slug))
    .limit(1);
  return Boolean(former && former.postId !== postId);
}

/** The slug given (409 when taken) or one made from the title, suffixed -2, -3… until free. */
export async function chooseSlug(
  tx: TDbExecutor,
  given: string | undefined,
  title: string,
  postId: string | null,
): Promise<string> {
  if (given) {
    if (await isTaken(tx, given, postId)) throw new AppError('CONFLICT', BLOG_SLUG_TAKEN, { field: 'slug' });
    return given;
  }
  let base = slugify(title)
    .slice(0, BLOG_LIMITS.slugMax - 4)
    .replace(/-+$/, '');
  if (base.length < BLOG_LIMITS.slugMin || RESERVED.has(base)) base = base ? `article-${base}` : 'article';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(tx, candidate, postId))) return candidate;
  }
}

/**
 * After an article's address changed: a once-public article keeps its former address as a
 * redirect; a redirect equal to the new address (the article going back to it) is removed.
 */
export async function recordSlugChange(
  tx: TDbExecutor,
  postId: string,
  before: { slug: string; everPublic: boolean },
  after: string,
): Promise<void> {
  if (before.slug === after) return;
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, after));
  if (before.everPublic)
    await tx.insert(blogSlugRedirects).values({ slug: before.slug, postId }).onConflictDoNothing();
}
