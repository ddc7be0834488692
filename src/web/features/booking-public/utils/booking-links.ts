import { API_BASE_URL } from '../../../lib/api-client';

/** The client's token is the last segment of the manage link the server returns. */
export function tokenFromManageUrl(manageUrl: string): string {
  const path = new URL(manageUrl, window.location.origin).pathname;
  return decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? '');
}

/** The manage and cancel links point at this site: keep them in-app (same tab, no reload). */
export function toAppPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/** The booking's .ics file, served by our own API (same origin). */
export function icsUrl(bookingId: string, token: string): string {
  return `${API_BASE_URL}/api/public/bookings/${encodeURIComponent(bookingId)}/ics?token=${encodeURIComponent(token)}`;
}
