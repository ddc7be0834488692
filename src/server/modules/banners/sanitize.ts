import sanitizeHtml from 'sanitize-html';

/**
 * The banner message allow-list (ADR 0034): paragraphs, line breaks, emphasis, lists and links
 * to https: or mailto: only, opened in a new tab without giving it our window. Everything else
 * (script, style, iframe, svg, event handlers, javascript: links) is dropped, its text kept
 * where it is text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, original) => {
      const href = original.href?.trim() ?? '';
      // A relative or other-scheme address is not a link we vouch for: keep the text only.
      const safe = /^(https:\/\/|mailto:)/i.test(href);
      const attribs: sanitizeHtml.Attributes = safe
        ? { href, rel: 'noopener noreferrer', target: '_blank' }
        : {};
      return { tagName, attribs };
    },
  },
};

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the sanitised HTML holds no visible text (only empty tags or spaces). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
