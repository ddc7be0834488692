import { BookingWorkspace } from '../../../features/bookings/components/booking-workspace';
import { OverviewSection } from '../../../features/overview/overview-section';

/** /dashboard: the home, whose appointments of the day open in the bookings feature's dialogs. */
export function OverviewRoute() {
  return (
    <BookingWorkspace>
      {({ openBooking }) => <OverviewSection onOpenBooking={openBooking} />}
    </BookingWorkspace>
  );
}
