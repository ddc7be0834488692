import { AgendaSection } from '../../../features/agenda/agenda-section';
import { BookingWorkspace } from '../../../features/bookings/components/booking-workspace';

/** /dashboard/agenda: the calendar, whose bookings open (and, dragged, move) in the bookings feature's dialogs. */
export function AgendaRoute() {
  return (
    <BookingWorkspace>
      {({ openBooking, newBooking, moveBooking }) => (
        <AgendaSection onOpenBooking={openBooking} onNewBooking={newBooking} onMoveBooking={moveBooking} />
      )}
    </BookingWorkspace>
  );
}
