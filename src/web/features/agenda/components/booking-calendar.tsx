import type { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TSettings } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { useAvailabilityQuery } from '../../../lib/provider-data/get-availability';
import { useOverridesQuery } from '../../../lib/provider-data/get-overrides';
import { useServicesQuery } from '../../../lib/provider-data/get-services';
import { collapseSessions, type TGroupSession } from '../../../lib/provider-data/group-sessions';
import { useBookingsQuery } from '../../../lib/provider-data/list-bookings';
import { nowIn, todayIn } from '../../../lib/zoned-time';
import { buffersBy } from '../utils/buffers';
import type { TBusyTime } from '../utils/busy-times';
import {
  calendarTitle,
  segmentOnDay,
  shiftAnchor,
  type TCalendarView,
  visibleDays,
  visibleHours,
  visibleWindow,
} from '../utils/calendar-dates';
import { openRangesOn } from '../utils/working-time';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthView } from './month-view';
import { TimeGridView } from './time-grid-view';

const EMPTY_PERIOD: Record<TCalendarView, string> = {
  month: 'Aucun rendez-vous ce mois-ci.',
  week: 'Aucun rendez-vous cette semaine.',
  day: 'Aucun rendez-vous ce jour-là.',
};

type TCalendarSettings = Pick<
  TSettings,
  'calendarView' | 'weekStartsOn' | 'workDayStart' | 'workDayEnd' | 'slotStepMinutes'
>;

/** A phone shows one day at a time: a month grid has no room for names there. */
function initialView(preferred: TCalendarView): TCalendarView {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches;
  return phone ? 'day' : preferred;
}

type BookingCalendarProps = {
  settings: TCalendarSettings;
  zone: string;
  onOpenBooking: (booking: TBooking) => void;
  /** A group session (issue 32), drawn once: its attendees open together. */
  onOpenSession: (session: TGroupSession) => void;
  /** An empty day or slot was chosen: the new-booking form opens on it (time only from a slot). */
  onCreate: (start: DateTime, withTime: boolean) => void;
  /**
   * A booking was dragged to a new start in the week or day view: the caller confirms the move,
   * repeating `warning` (outside the opening hours) when there is one.
   */
  onMoveBooking: (booking: TBooking, start: DateTime, warning?: string) => void;
  /** The busy times of the provider's own calendar over the visible window (issue 31). */
  busy: readonly TBusyTime[];
  /** The window shown changed ([from, to) in UTC ISO): the router fetches its busy times. */
  onWindowChange?: (window: { from: string; to: string }) => void;
};

export function BookingCalendar({
  settings,
  zone,
  onOpenBooking,
  onOpenSession,
  onCreate,
  onMoveBooking,
  busy,
  onWindowChange,
}: BookingCalendarProps) {
  const [view, setView] = useState<TCalendarView>(() => initialView(settings.calendarView));
  const [anchor, setAnchor] = useState(() => todayIn(zone));
  const today = todayIn(zone);
  const days = visibleDays(view, anchor, settings.weekStartsOn);
  const shown = visibleWindow(view, anchor, settings.weekStartsOn);
  const query = useBookingsQuery(shown, { keepPrevious: true });
  useEffect(() => {
    onWindowChange?.({ from: shown.from, to: shown.to });
  }, [shown.from, shown.to, onWindowChange]);
  // Bookings carry no buffer nor seats: their service's (issue 15, issue 32).
  const services = useServicesQuery();
  const buffersOf = buffersBy(services.data ?? []);
  const capacities = new Map((services.data ?? []).map((service) => [service.id, service.capacity]));
  // A group session is drawn once, as its first attendee's booking.
  const { shown: bookings, sessionOf } = collapseSessions(query.data ?? [], (id) => capacities.get(id) ?? 1);
  const drawn = bookings.filter((booking) => booking.status !== 'cancelled');
  // Opening hours and exceptions shade the rest (issue 15); until they load, nothing is shaded.
  const availability = useAvailabilityQuery();
  const overrides = useOverridesQuery(days[0]?.toISODate() ?? '', days.at(-1)?.toISODate() ?? undefined);
  const openOn = (day: DateTime) =>
    availability.data ? openRangesOn(day, availability.data.weekly, overrides.data ?? []) : null;

  const showDay = (day: DateTime) => {
    setAnchor(day);
    setView('day');
  };

  return (
    <div>
      <CalendarToolbar
        view={view}
        title={calendarTitle(view, anchor, settings.weekStartsOn)}
        loading={query.isFetching}
        onViewChange={setView}
        onToday={() => setAnchor(todayIn(zone))}
        onStep={(step) => setAnchor((current) => shiftAnchor(view, current, step))}
      />
      {query.isError && (
        <Notice tone="error" className="mb-4">
          <p>Impossible de charger vos rendez-vous.</p>
          <ActionButton variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Réessayer
          </ActionButton>
        </Notice>
      )}
      {view === 'month' ? (
        <MonthView
          days={days}
          month={anchor}
          today={today}
          bookings={bookings}
          zone={zone}
          onOpenBooking={onOpenBooking}
          onOpenSession={onOpenSession}
          sessionOf={sessionOf}
          onShowDay={showDay}
          onCreateOn={(day) => onCreate(day, false)}
          openOn={openOn}
          busy={busy}
        />
      ) : (
        <TimeGridView
          days={days}
          today={today}
          now={nowIn(zone)}
          bookings={bookings}
          zone={zone}
          // Cancelled bookings are collapsed under their day's name: they do not stretch the hours.
          hours={visibleHours(settings.workDayStart, settings.workDayEnd, drawn, days, zone)}
          stepMinutes={settings.slotStepMinutes}
          onOpenBooking={onOpenBooking}
          onOpenSession={onOpenSession}
          sessionOf={sessionOf}
          onShowDay={showDay}
          onCreateAt={(start) => onCreate(start, true)}
          onMoveBooking={onMoveBooking}
          openOn={openOn}
          buffersOf={buffersOf}
          busy={busy}
        />
      )}
      {query.isSuccess &&
        !query.isPlaceholderData &&
        !days.some((day) => bookings.some((b) => segmentOnDay(b, day, zone))) && (
          <p className="mt-3 text-sm text-slate-600">{EMPTY_PERIOD[view]}</p>
        )}
      <CalendarLegend withBusy={onWindowChange !== undefined} />
    </div>
  );
}
