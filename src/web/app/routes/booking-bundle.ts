/** The booking pages clients open from a link: their own chunk (calendar, live updates), apart from the marketing pages. */
export { BookingPage } from '../../features/booking-public/pages/booking-page';
export { CancelBookingPage } from '../../features/booking-public/pages/cancel-booking-page';
export { ManageBookingPage } from '../../features/booking-public/pages/manage-booking-page';
