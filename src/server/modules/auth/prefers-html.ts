/** Quality of one media type in an Accept header (0 when absent; wildcards are ignored on purpose). */
function qualityOf(accept: string, type: string): number {
  for (const part of accept.split(',')) {
    const [media = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (media !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    return Number.isFinite(value) ? value : 0;
  }
  return 0;
}

/**
 * True when a browser navigated here (it asks for text/html first) rather than our API client
 * (application/json) or a tool accepting anything.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return qualityOf(accept, 'text/html') > qualityOf(accept, 'application/json');
}
