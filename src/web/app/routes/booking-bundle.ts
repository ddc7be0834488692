/** The booking page clients open from a provider's link: its own chunk (calendar, live updates), apart from the marketing pages. */
export { BookingPage } from '../../features/booking-public/pages/booking-page';
