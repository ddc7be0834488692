import DOMPurify from 'dompurify';

/**
 * The browser's second pass over a banner message (the server sanitised it already, ADR 0034):
 * the same allow-list, links to https: and mailto: only.
 */
export function cleanBannerHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li'],
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:)/i,
  });
}

/** Typography of a banner message and of its preview in the admin form. */
export const BANNER_HTML_CLASSES =
  '[&_a]:font-semibold [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-1';
