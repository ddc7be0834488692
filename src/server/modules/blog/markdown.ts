import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isUuid } from '../../http/uuid';
import { blogImageUrl } from './posts-queries';

/**
 * Articles' Markdown to HTML (issue 17, ADR 0042): `marked` renders, then ONE allow-list
 * sanitiser keeps headings h2–h4 (h1 demoted), text, lists, quotes, code, tables, links
 * (http, https, mailto or relative; external ones `nofollow`) and images (the blog's own only,
 * lazily loaded). No script, style, iframe, object, event handler or javascript:/data: address.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?![/\\])|#|\.{0,2}\/?[\w-][^:]*$)/i;
const OWN_IMAGES = blogImageUrl('');
const EXTERNAL = /^(https?:|mailto:)/i;

/**
 * An image the blog's upload route stored (`/api/blog/images/{uuid}`, as that route answers). Any
 * other address — another site, `data:`, `//host`, another path of ours — is refused: readers'
 * browsers would fetch what the author pointed at (the page's CSP blocks other hosts anyway).
 */
const isOwnImage = (src: string) => src.startsWith(OWN_IMAGES) && isUuid(src.slice(OWN_IMAGES.length));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'em',
    'strong',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, original) => {
      const href = (original.href ?? '').trim();
      // An address we do not vouch for: the text stays, the link goes.
      if (!href || !SAFE_HREF.test(href)) return { tagName, attribs: {} };
      const attribs: sanitizeHtml.Attributes = { href };
      if (EXTERNAL.test(href)) attribs.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs };
    },
    img: (tagName, original) => {
      const src = (original.src ?? '').trim();
      if (!isOwnImage(src)) return { tagName, attribs: {} };
      const attribs: sanitizeHtml.Attributes = { src, alt: original.alt ?? '', loading: 'lazy' };
      for (const key of ['width', 'height'] as const)
        if (/^\d{1,5}$/.test(original[key] ?? '')) attribs[key] = original[key] as string;
      return { tagName, attribs };
    },
  },
  // An image whose address was refused is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The one sanitiser of articles' HTML (also for anything else rendered from Markdown). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Markdown → safe HTML: what readers are sent. */
export function renderMarkdown(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false }));
}
