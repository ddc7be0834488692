/**
 * Secret tokens travel in some URLs (e-mail verification, password reset, a client's booking
 * links). Request logs keep the path shape but never the token.
 */
const PATH_RULES: Array<[RegExp, string]> = [
  [/(\/(?:api\/auth\/)?verify-email\/)(?!success\b|failed\b)[^/?#]+/, '$1[masqué]'],
  [/(\/(?:api\/auth\/)?reset-password\/)[^/?#]+/, '$1[masqué]'],
  [/(\/api\/public\/bookings\/by-token\/)[^/?#]+/, '$1[masqué]'],
  [/(\/api\/ical\/[^/?#]+\/)[^/?#]+/, '$1[masqué]'],
  [/^(\/cancel-booking\/[^/?#]+\/)[^/?#]+/, '$1[masqué]'],
  [/^(\/booking\/[^/?#]+\/)[^/?#]+/, '$1[masqué]'],
];

export function redactUrl(url: string): string {
  let out = url;
  for (const [pattern, replacement] of PATH_RULES) out = out.replace(pattern, replacement);
  return out.replace(/([?&](?:token|secret)=)[^&#]*/gi, '$1[masqué]');
}
