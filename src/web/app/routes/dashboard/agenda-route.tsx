import { AgendaSection } from '../../../features/agenda/agenda-section';
import { BookingWorkspace } from '../../../features/bookings/components/booking-workspace';

/** /dashboard/agenda: the calendar, whose bookings open in the bookings feature's dialogs. */
export function AgendaRoute() {
  return (
    <BookingWorkspace>
      {({ openBooking, newBooking }) => (
        <AgendaSection onOpenBooking={openBooking} onNewBooking={newBooking} />
      )}
    </BookingWorkspace>
  );
}
