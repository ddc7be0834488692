import { BookingWorkspace } from '../../../features/bookings/components/booking-workspace';
import { ClientPage } from '../../../features/clients/client-page';
import { useProviderZone } from '../../../lib/provider-data/use-provider-zone';
import { todayIn } from '../../../lib/zoned-time';

/**
 * A client's page with the bookings feature's manual booking form: « Nouveau rendez-vous » opens it
 * for that client, today, time left to choose (issue 37). The two features meet here, not in each other.
 */
export function ClientPageScreen() {
  const { zone } = useProviderZone();
  return (
    <BookingWorkspace>
      {({ newBooking }) => (
        <ClientPage
          onNewBooking={(client) => newBooking({ date: todayIn(zone).toISODate() ?? '', time: '', client })}
        />
      )}
    </BookingWorkspace>
  );
}
