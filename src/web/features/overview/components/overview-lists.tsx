import type { TBooking } from '../../../../shared/schemas/booking';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useProviderZone } from '../../../lib/provider-data/use-provider-zone';
import { useOverviewQuery } from '../api/get-overview';
import { DayAppointments } from './day-appointments';
import { RecentCancellations } from './recent-cancellations';
import { WaitlistGlance } from './waitlist-glance';
import { WeekFigures } from './week-figures';

/** Today, tomorrow, the week, the last cancellations and the waitlist: in this order on a phone. */
export function OverviewLists({ onOpenBooking }: { onOpenBooking: (booking: TBooking) => void }) {
  const { zone, isPending } = useProviderZone();
  const overview = useOverviewQuery();
  if (isPending) return <InlineSpinner label="Chargement de vos rendez-vous…" />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DayAppointments day="today" zone={zone} onOpenBooking={onOpenBooking} />
      <DayAppointments day="tomorrow" zone={zone} onOpenBooking={onOpenBooking} />
      <WeekFigures zone={zone} />
      <RecentCancellations query={overview} zone={zone} />
      <WaitlistGlance query={overview} zone={zone} />
    </div>
  );
}
