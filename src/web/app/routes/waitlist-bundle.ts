import { createElement } from 'react';
import { BookingLayout } from '../../features/booking-public/components/booking-layout';
import { LeaveWaitlistPage as LeaveWaitlistView } from '../../features/waitlist/public/leave-waitlist-page';

/** The waitlist's leave page (issue 33), in the booking pages' frame: its own chunk, opened from an e-mail. */
export function LeaveWaitlistPage() {
  return createElement(LeaveWaitlistView, { frame: BookingLayout });
}
