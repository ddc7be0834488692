import type { AppDeps } from '../../deps';
import { renderHeadTags, type TPageHead } from '../../http/head-tags';
import { coverUrlOf, lastChangeOf } from './feed';
import { currentSlugOf, findPublicPost, type TPublicPostRow } from './feed-queries';

/** What the server answers for a page of the web app instead of plain index.html. */
export type TPageHeadResult = { status?: number; redirect?: string; head?: string };

const BLOG_DESCRIPTION =
  'Le blog de Créneau : des articles pour les professionnels indépendants qui gèrent leurs rendez-vous.';
/** /blog/{x} paths that are the web app's own pages, not articles. */
const APP_PAGES = new Set(['admin', 'rss', 'tag', 'tags', 'page']);

function articleHead(appUrl: string, post: TPublicPostRow): TPageHead {
  const url = `${appUrl}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.coverImageId ? coverUrlOf(appUrl, post.coverImageId) : null;
  const description = post.excerpt || post.title;
  return {
    title: `${post.title} — Blog Créneau`,
    description,
    url,
    type: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      datePublished: post.publishedAt.toISOString(),
      dateModified: lastChangeOf(post).toISOString(),
      author: post.authorName
        ? { '@type': 'Person', name: post.authorName }
        : { '@type': 'Organization', name: 'Créneau' },
      publisher: { '@type': 'Organization', name: 'Créneau', url: appUrl },
      ...(image ? { image } : {}),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    },
  };
}

/**
 * The head of /blog and /blog/{slug} (ADR 0042): the article's tags, a 301 from a former address,
 * or a 404 with `noindex` for an unknown or not yet public article. Null for other pages.
 */
export function blogPageHead(deps: AppDeps): (pathname: string) => Promise<TPageHeadResult | null> {
  return async (pathname) => {
    const appUrl = deps.config.APP_URL;
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (path === '/blog') {
      return {
        head: renderHeadTags({
          title: 'Blog — Créneau',
          description: BLOG_DESCRIPTION,
          url: `${appUrl}/blog`,
          type: 'website',
        }),
      };
    }
    const match = /^\/blog\/([^/]+)$/.exec(path);
    if (!match?.[1]) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      slug = match[1];
    }
    if (APP_PAGES.has(slug)) return null;
    const { db } = deps.database;
    const now = deps.now();
    const post = await findPublicPost(db, slug, now);
    if (post) return { head: renderHeadTags(articleHead(appUrl, post)) };
    const current = await currentSlugOf(db, slug, now);
    if (current) return { status: 301, redirect: `/blog/${encodeURIComponent(current)}` };
    const head = renderHeadTags({
      title: 'Article introuvable — Blog Créneau',
      description: BLOG_DESCRIPTION,
      url: `${appUrl}${path}`,
      type: 'website',
      noindex: true,
    });
    return { status: 404, head };
  };
}
