/**
 * The path of a provider's booking page (issue 37): the readable address when they chose one
 * (issue 15), else the id's. Every link to the page — e-mails, the shop, QR codes, the dashboard's
 * « Votre lien », the page's own canonical — goes through it, so one shared link looks like the
 * provider everywhere.
 */
export function bookingPathOf(provider: { id: string; slug: string | null }): string {
  return `/booking/${encodeURIComponent(provider.slug ?? provider.id)}`;
}

/** The page's absolute address on `origin` (APP_URL on the server, the browser's origin on the web). */
export function bookingUrlOf(origin: string, provider: { id: string; slug: string | null }): string {
  return `${origin.replace(/\/+$/, '')}${bookingPathOf(provider)}`;
}
