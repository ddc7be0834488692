import { createElement } from 'react';
import { ManageBookingPage as ManageBookingView } from '../../features/booking-public/pages/manage-booking-page';
import { EarlierSlotAlert } from '../../features/waitlist/public/earlier-slot-alert';

/** The pages a client opens from a booking's e-mail (manage, cancel): the booking page does not carry their code. */
export { CancelBookingPage } from '../../features/booking-public/pages/cancel-booking-page';

/** The manage page with the waitlist's « plus tôt » alert (issue 33): features meet here, not in each other. */
export function ManageBookingPage() {
  return createElement(ManageBookingView, { earlierSlotAlert: EarlierSlotAlert });
}
