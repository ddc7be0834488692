/**
 * An address on OpenStreetMap's search (issue 37): no account, no tracking script, and it finds a
 * French street address as typed. The booking page and the client's e-mails link to it.
 */
export function mapUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
