/** A piece of a plain-text message: text as typed, or an http(s) address to show as a link. */
export type TTextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Candidates only: each match is checked by URL below before it becomes a link. */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than an address (« voir https://x.fr. »). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]»]+$/;

/** The address as the browser will open it, or null when it is not a valid http(s) URL. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and http(s) links. Only addresses written with http:// or https://
 * become links (never javascript:, data: or anything else); the caller renders every segment as
 * React text, so no markup typed by anyone is ever interpreted.
 */
export function linkify(message: string): TTextSegment[] {
  const segments: TTextSegment[] = [];
  let rest = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of message.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(address);
    pushText(message.slice(rest, start));
    if (href) segments.push({ kind: 'link', text: address, href });
    else pushText(address);
    rest = start + address.length;
  }
  pushText(message.slice(rest));
  return segments;
}
