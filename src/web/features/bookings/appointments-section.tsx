import { CalendarPlus, CalendarRange } from 'lucide-react';
import { useState } from 'react';
import type { TBooking } from '../../../shared/schemas/booking';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { Notice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { InlineSpinner } from '../../components/ui/spinner';
import { useBookingsQuery } from '../../lib/provider-data/list-bookings';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import { nowIn, todayIn } from '../../lib/zoned-time';
import { BookingDayList } from './components/booking-day-list';
import { BookingWorkspace } from './components/booking-workspace';
import { ListFilterTabs } from './components/list-filter-tabs';
import { filterWindow, PAST_DAYS, selectForFilter, type TListFilter } from './utils/booking-list-filters';

const EMPTY: Record<TListFilter, { title: string; text: string }> = {
  upcoming: {
    title: 'Aucun rendez-vous à venir',
    text: 'Dès qu’un client réserve un créneau, le rendez-vous est listé ici avec ses coordonnées.',
  },
  past: {
    title: 'Aucun rendez-vous passé',
    text: `Les rendez-vous des ${PAST_DAYS} derniers jours apparaîtront ici.`,
  },
  cancelled: {
    title: 'Aucun rendez-vous annulé',
    text: 'Les rendez-vous annulés, par vous ou vos clients, apparaîtront ici.',
  },
};

function AppointmentsList({ zone, onOpen }: { zone: string; onOpen: (booking: TBooking) => void }) {
  const [filter, setFilter] = useState<TListFilter>('upcoming');
  const today = todayIn(zone);
  const query = useBookingsQuery(filterWindow(filter, today));
  const bookings = query.data ? selectForFilter(filter, query.data, nowIn(zone)) : [];
  return (
    <>
      <ListFilterTabs value={filter} onChange={setFilter} />
      {query.isPending && <InlineSpinner label="Chargement des rendez-vous…" />}
      {query.isError && (
        <div className="space-y-3">
          <Notice tone="error">Impossible de charger vos rendez-vous.</Notice>
          <ActionButton variant="secondary" onClick={() => void query.refetch()}>
            Réessayer
          </ActionButton>
        </div>
      )}
      {query.isSuccess && bookings.length === 0 && (
        <EmptyState icon={CalendarRange} title={EMPTY[filter].title}>
          {EMPTY[filter].text}
        </EmptyState>
      )}
      {bookings.length > 0 && (
        <BookingDayList bookings={bookings} zone={zone} today={today} onOpen={onOpen} />
      )}
    </>
  );
}

/** Rendez-vous: the upcoming list by day, the past and the cancelled ones, each opening its details. */
export function AppointmentsSection() {
  const { zone, isPending } = useProviderZone();
  return (
    <BookingWorkspace>
      {({ openBooking, newBooking }) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-x-4">
            <PageHeader title="Rendez-vous">La liste de vos rendez-vous, à venir et passés.</PageHeader>
            <ActionButton
              className="mb-6"
              onClick={() => newBooking({ date: todayIn(zone).toISODate() ?? '', time: '' })}
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              Nouveau rendez-vous
            </ActionButton>
          </div>
          {isPending ? (
            <InlineSpinner label="Chargement des rendez-vous…" />
          ) : (
            <AppointmentsList zone={zone} onOpen={openBooking} />
          )}
        </>
      )}
    </BookingWorkspace>
  );
}
