import { useState } from 'react';
import { AgendaSection } from '../../../features/agenda/agenda-section';
import { BookingWorkspace } from '../../../features/bookings/components/booking-workspace';
import { useBusyTimes } from '../../../features/caldav/api/get-busy-times';
import { CALDAV_SETTINGS_PATH } from '../../../features/caldav/caldav-paths';

/**
 * /dashboard/agenda: the calendar, whose bookings open (and, dragged, move) in the bookings
 * feature's dialogs, with the busy times of the provider's own calendar from the caldav feature.
 */
export function AgendaRoute() {
  const [shown, setShown] = useState<{ from: string; to: string } | null>(null);
  const busy = useBusyTimes(shown);
  return (
    <BookingWorkspace>
      {({ openBooking, openSession, newBooking, moveBooking }) => (
        <AgendaSection
          onOpenBooking={openBooking}
          onOpenSession={openSession}
          onNewBooking={newBooking}
          onMoveBooking={moveBooking}
          calendarSync={{ busy, onWindowChange: setShown, settingsPath: CALDAV_SETTINGS_PATH }}
        />
      )}
    </BookingWorkspace>
  );
}
