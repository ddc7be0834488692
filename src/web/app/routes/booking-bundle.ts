import { createElement } from 'react';
import { BookingPage as BookingPageView } from '../../features/booking-public/pages/booking-page';
import { WaitlistOffer } from '../../features/waitlist/public/waitlist-offer';

export { adoptDrawnPage } from '../../features/booking-public/drawn-page';

/**
 * The booking page clients open from a provider's link: its own chunk (calendar, live updates),
 * apart from the marketing pages. The waitlist's button joins it here (features never import each
 * other); its form is fetched only when pressed.
 */
export function BookingPage() {
  return createElement(BookingPageView, { waitlist: WaitlistOffer });
}
