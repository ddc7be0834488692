import { CalendarPlus, CalendarRange } from 'lucide-react';
import type { TBooking } from '../../../shared/schemas/booking';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { PageHeader } from '../../components/ui/page-header';
import { InlineSpinner } from '../../components/ui/spinner';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import { todayIn } from '../../lib/zoned-time';
import { AppointmentsFilters } from './components/appointments-filters';
import { BookingDayList } from './components/booking-day-list';
import { BookingWorkspace } from './components/booking-workspace';
import { ExportBookingsButton } from './components/export-bookings-button';
import { useAppointmentsList } from './hooks/use-appointments-list';
import type { TListFilter } from './utils/booking-list-filters';

const EMPTY: Record<TListFilter, { title: string; text: string }> = {
  upcoming: {
    title: 'Aucun rendez-vous à venir',
    text: 'Dès qu’un client réserve un créneau, le rendez-vous est listé ici avec ses coordonnées.',
  },
  past: {
    title: 'Aucun rendez-vous passé',
    text: 'Les rendez-vous passés de la période choisie apparaîtront ici.',
  },
  cancelled: {
    title: 'Aucun rendez-vous annulé',
    text: 'Les rendez-vous annulés, par vous ou vos clients, apparaîtront ici.',
  },
  all: {
    title: 'Aucun rendez-vous sur cette période',
    text: 'Choisissez d’autres dates avec « Du » et « Au ».',
  },
};

function AppointmentsList({ zone, onOpen }: { zone: string; onOpen: (booking: TBooking) => void }) {
  const list = useAppointmentsList(zone);
  const { query, bookings } = list;
  const empty = list.q
    ? { title: 'Aucun résultat', text: 'Aucun rendez-vous ne correspond à votre recherche.' }
    : EMPTY[list.filter];
  return (
    <>
      <AppointmentsFilters
        filter={list.filter}
        onFilter={list.chooseFilter}
        search={list.search}
        onSearch={list.setSearch}
        range={list.range}
        onRange={list.setRange}
      />
      <div className="mb-5">
        <ExportBookingsButton params={list.params} />
      </div>
      {query.isPending && <InlineSpinner label="Chargement des rendez-vous…" />}
      {query.isError && !query.isFetchNextPageError && (
        <div className="space-y-3">
          <ErrorNotice error={query.error} fallback="Réessayez dans un instant.">
            Impossible de charger vos rendez-vous.
          </ErrorNotice>
          <ActionButton variant="secondary" onClick={() => void query.refetch()}>
            Réessayer
          </ActionButton>
        </div>
      )}
      {query.isSuccess && bookings.length === 0 && !query.hasNextPage && (
        <EmptyState icon={CalendarRange} title={empty.title}>
          {empty.text}
        </EmptyState>
      )}
      {bookings.length > 0 && (
        <BookingDayList bookings={bookings} zone={zone} today={list.today} onOpen={onOpen} />
      )}
      {query.isFetchNextPageError && (
        <ErrorNotice className="mt-4" error={query.error} fallback="Réessayez dans un instant.">
          Les rendez-vous suivants n’ont pas pu être chargés.
        </ErrorNotice>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <ActionButton
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Charger plus
          </ActionButton>
        </div>
      )}
    </>
  );
}

/**
 * Rendez-vous: the list by day, searched by client, over a chosen period, page by page, exported as
 * CSV (issue 37); each booking opens its details.
 */
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
