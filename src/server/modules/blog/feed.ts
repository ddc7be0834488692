import type { TPublicPostRow } from './feed-queries';

/** RSS 2.0 and the sitemap of the public site (issue 17, ADR 0042): text built here, every value escaped. */
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Control characters other than tab and line breaks are not allowed in XML 1.0. */
const allowedInXml = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};
export const escapeXml = (value: string): string =>
  [...value]
    .filter(allowedInXml)
    .join('')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

/** When an article last changed: its last save, or its publication if that came later. */
export const lastChangeOf = (post: TPublicPostRow): Date =>
  new Date(Math.max(post.updatedAt.getTime(), post.publishedAt.getTime()));

/** The public image of an article's cover. */
export const coverUrlOf = (appUrl: string, imageId: string): string => `${appUrl}/api/blog/images/${imageId}`;

/** The site's public pages the sitemap lists besides the articles and the booking pages listed by their owner. */
export const SITEMAP_PAGES = [
  '/',
  '/blog',
  '/about',
  '/contact',
  '/cgu',
  '/privacy',
  '/rgpd',
  '/legal',
  // Issue 36: the public API's page, for developers who search for it.
  '/documentation-api',
];

export const RSS_TITLE = 'Blog Créneau';
const RSS_DESCRIPTION =
  'Les articles du blog de Créneau, la prise de rendez-vous en ligne des professionnels indépendants.';

/** The RSS 2.0 document of the newest public articles. */
export function renderRss(appUrl: string, posts: TPublicPostRow[], now: Date): string {
  const items = posts.map((post) => {
    const link = `${appUrl}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      ...(post.authorName ? [`      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`] : []),
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts[0]?.publishedAt ?? now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(RSS_TITLE)}</title>`,
    `    <link>${escapeXml(`${appUrl}/blog`)}</link>`,
    `    <description>${escapeXml(RSS_DESCRIPTION)}</description>`,
    '    <language>fr-FR</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${appUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * The sitemap: the public pages, the booking pages whose owner asked to be listed (paths), then
 * every public article with its last change.
 */
export function renderSitemap(
  appUrl: string,
  posts: TPublicPostRow[],
  bookingPaths: readonly string[] = [],
): string {
  const urls = [
    ...[...SITEMAP_PAGES, ...bookingPaths].map(
      (page) => `  <url><loc>${escapeXml(`${appUrl}${page}`)}</loc></url>`,
    ),
    ...posts.map((post) => {
      const loc = `${appUrl}/blog/${encodeURIComponent(post.slug)}`;
      const lastmod = lastChangeOf(post).toISOString();
      return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>`;
    }),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
