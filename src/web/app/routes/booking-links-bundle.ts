/** The pages a client opens from a booking's e-mail (manage, cancel): the booking page does not carry their code. */
export { CancelBookingPage } from '../../features/booking-public/pages/cancel-booking-page';
export { ManageBookingPage } from '../../features/booking-public/pages/manage-booking-page';
