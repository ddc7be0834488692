import { CalendarPlus, CalendarSync } from 'lucide-react';
import type { DateTime } from 'luxon';
import type { TBooking } from '../../../shared/schemas/booking';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import { ActionButton } from '../../components/ui/action-button';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { InlineSpinner } from '../../components/ui/spinner';
import { useSettingsQuery } from '../../lib/provider-data/get-settings';
import type { TGroupSession } from '../../lib/provider-data/group-sessions';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import { todayIn } from '../../lib/zoned-time';
import { BookingCalendar } from './components/booking-calendar';
import type { TBusyTime } from './utils/busy-times';

const NO_BUSY_TIME: readonly TBusyTime[] = [];

/** A date (AAAA-MM-JJ) and, when a time slot was clicked, a time (HH:MM) to start a booking from. */
export type TNewBookingAt = { date: string; time: string };

type AgendaSectionProps = {
  onOpenBooking: (booking: TBooking) => void;
  /** A group session (issue 32): its attendees, each of whose places can be cancelled, or all. */
  onOpenSession: (session: TGroupSession) => void;
  onNewBooking: (at: TNewBookingAt) => void;
  /**
   * A booking dragged to a new start (UTC ISO): the router's bookings feature confirms and moves
   * it, the confirmation repeating `warning` (outside the opening hours) when there is one.
   */
  onMoveBooking: (booking: TBooking, start: string, warning?: string) => void;
  /**
   * The calendar sync (issue 31), composed by the router: the busy times of the provider's own
   * calendar over the window shown, which `onWindowChange` reports, and where it is set up.
   */
  calendarSync?: {
    busy: readonly TBusyTime[];
    onWindowChange: (window: { from: string; to: string }) => void;
    settingsPath: string;
  };
};

/** Agenda: the live calendar (month, week, day); opening a booking or creating one is the router's to compose. */
export function AgendaSection({
  onOpenBooking,
  onOpenSession,
  onNewBooking,
  onMoveBooking,
  calendarSync,
}: AgendaSectionProps) {
  const settings = useSettingsQuery();
  const { zone, isPending } = useProviderZone();

  const openDraft = (start: DateTime, withTime: boolean) =>
    onNewBooking({ date: start.toISODate() ?? '', time: withTime ? start.toFormat('HH:mm') : '' });

  return (
    // The dashboard's content is capped for reading; a calendar uses the whole width (issue 15).
    <div data-full-width="">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title="Agenda">Vos rendez-vous jour par jour, semaine par semaine.</PageHeader>
        <div className="mb-6 flex flex-wrap gap-2">
          {calendarSync && (
            <LinkButton variant="secondary" to={calendarSync.settingsPath}>
              <CalendarSync className="size-4" aria-hidden="true" />
              Synchroniser mon agenda
            </LinkButton>
          )}
          <ActionButton onClick={() => openDraft(todayIn(zone), false)}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Nouveau rendez-vous
          </ActionButton>
        </div>
      </div>
      {settings.isPending || isPending ? (
        <InlineSpinner label="Chargement de l'agenda…" />
      ) : (
        // Without the settings (an error), the product defaults of SPEC §3 still give a usable calendar.
        <BookingCalendar
          settings={settings.data ?? DEFAULT_SETTINGS}
          zone={zone}
          onOpenBooking={onOpenBooking}
          onOpenSession={onOpenSession}
          onCreate={openDraft}
          onMoveBooking={(booking, start, warning) =>
            onMoveBooking(booking, start.toUTC().toISO() ?? '', warning)
          }
          busy={calendarSync?.busy ?? NO_BUSY_TIME}
          onWindowChange={calendarSync?.onWindowChange}
        />
      )}
    </div>
  );
}
