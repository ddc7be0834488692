import type { QueryClient } from '@tanstack/react-query';
import { preloadable } from '../../lib/preloadable';
import { withLoadTimeout } from '../lazy-screen';

/**
 * A provider's booking page (calendar, live updates): its own chunk, apart from the marketing
 * pages. When the server drew its first screen (booking.html preloads the chunk, ADR 0068),
 * main.tsx waits for it before the first render, which then draws the same page at once.
 */
const booking = preloadable(() =>
  withLoadTimeout(() => import('./booking-bundle')).then((module) => module.BookingPage),
);
export const loadBookingPage = booking.preload;

/** Drawn at once when the code is already here; lazily otherwise (reached from another page). */
export function BookingPage() {
  const Page = booking.current();
  return <Page />;
}

/** The id of the script element carrying the booking page's profile, written by the server (ADR 0068). */
export const EMBEDDED_PROVIDER_ID = 'booking-provider';

/**
 * On a booking page the server drew: its profile goes into the query cache and the page's code is
 * awaited, so that the first render draws the same page over the server's, without a spinner or a
 * second request. Resolves whether that first render is the server's drawing (main.tsx then keeps
 * it); elsewhere, or when this tab shows something else, false.
 */
export async function prepareBookingPage(client: QueryClient): Promise<boolean> {
  const element = document.getElementById(EMBEDDED_PROVIDER_ID);
  const address = element?.dataset.address;
  if (!element?.textContent || !address) return false;
  const [bundle] = await Promise.all([import('./booking-bundle'), booking.preload()]);
  try {
    return bundle.adoptDrawnPage(client, address, JSON.parse(element.textContent));
  } catch {
    // Unreadable: the page asks the API, as it does without the server's drawing.
    return false;
  }
}
