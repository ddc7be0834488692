/**
 * Whether an Accept-Encoding header (RFC 9110 §12.5.3) accepts gzip: `gzip`, `x-gzip` or `*`
 * with a weight above 0. Calendar apps send it; the feed is ten times smaller gzipped.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((entry) => {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const weight = params.find((p) => p.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}
