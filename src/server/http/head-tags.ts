/**
 * The HTML head of the pages the server describes, for search engines and link previews: the blog's
 * (issue 17, ADR 0042) and the providers' booking pages (issue 37, ADR 0066).
 */

export type TPageHead = {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  type: 'website' | 'article';
  image?: string | null;
  /** A JSON-LD object, written as a data block. */
  jsonLd?: Record<string, unknown>;
  /** A missing page: title, description and robots noindex only. */
  noindex?: boolean;
  /** Kept out of search engines, yet previewed when its link is shared (a booking page not listed). */
  unlisted?: boolean;
};

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);

/** JSON inside <script>: `<` (hence `</script>`), `>`, `&` and the JS line separators escaped. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of one page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function renderHeadTags(head: TPageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('\n    ');
  }
  if (head.unlisted) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:site_name', 'Créneau'),
  );
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
