import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { Toast } from '../../../components/ui/toast';
import type { TGroupSession } from '../../../lib/provider-data/group-sessions';
import { useProviderZone } from '../../../lib/provider-data/use-provider-zone';
import type { TCreatedBookings } from '../api/create-manual-booking';
import { useBookingFromLink } from '../hooks/use-booking-from-link';
import { useLiveBookings } from '../hooks/use-live-bookings';
import { BookingDetailsDialog } from './booking-details-dialog';
import { ManualBookingDialog, type TManualDraft } from './manual-booking-dialog';
import { MoveBookingDialog, type TBookingMove } from './move-booking-dialog';
import { SessionDialog } from './session-dialog';

/** « Rendez-vous enregistré : … », or for a series « 10 rendez-vous créés pour … ». */
function createdMessage({ bookings, seriesId }: TCreatedBookings, zone: string): string {
  const [first] = bookings;
  if (!first) return 'Rendez-vous enregistré.';
  const when = formatDateTime(first.start, zone);
  return seriesId
    ? `${bookings.length} rendez-vous créés pour ${first.client.name}, à partir du ${when}`
    : `Rendez-vous enregistré : ${first.client.name} le ${when}`;
}

/**
 * What a screen showing bookings can ask for: a booking's details, a new booking from a date and
 * time, or a booking dragged to a new start (confirmed before it moves).
 */
export type TBookingActions = {
  openBooking: (booking: TBooking) => void;
  /** A group session (issue 32): its attendees, each place cancellable, or the whole session. */
  openSession: (session: TGroupSession) => void;
  newBooking: (draft: TManualDraft) => void;
  /** `warning`: why the new start is unusual (outside the opening hours), asked about before moving. */
  moveBooking: (booking: TBooking, start: string, warning?: string) => void;
};

/**
 * What every booking screen of the dashboard shares: live updates with their toast, the details
 * dialog of the chosen booking and the manual-booking form. The screen itself is `children`, given
 * the actions that open them; the router composes it with the agenda and the overview. A link
 * with `?booking=<id>` (a notification) opens that booking's details.
 */
export function BookingWorkspace({ children }: { children: (actions: TBookingActions) => ReactNode }) {
  const { zone } = useProviderZone();
  const [selected, setSelected] = useState<TBooking | null>(null);
  const [session, setSession] = useState<TGroupSession | null>(null);
  const [draft, setDraft] = useState<TManualDraft | null>(null);
  const [move, setMove] = useState<TBookingMove | null>(null);
  const { toast, showToast, dismissToast } = useLiveBookings(zone);
  const leaveLink = useBookingFromLink(setSelected, showToast);
  return (
    <>
      {children({
        openBooking: setSelected,
        openSession: setSession,
        newBooking: setDraft,
        moveBooking: (booking, start, warning) => setMove({ booking, start, warning }),
      })}
      {selected && (
        <BookingDetailsDialog
          key={selected.id}
          booking={selected}
          zone={zone}
          onClose={() => {
            setSelected(null);
            leaveLink();
          }}
          onRebook={(rebook) => {
            setSelected(null);
            leaveLink();
            setDraft(rebook);
          }}
        />
      )}
      {session && (
        <SessionDialog
          key={session.key}
          session={session}
          zone={zone}
          onClose={() => setSession(null)}
          onOpenBooking={(booking) => {
            setSession(null);
            setSelected(booking);
          }}
        />
      )}
      {draft && (
        <ManualBookingDialog
          draft={draft}
          zone={zone}
          onClose={() => setDraft(null)}
          onCreated={(created) => {
            setDraft(null);
            showToast(createdMessage(created, zone));
          }}
        />
      )}
      {move && (
        <MoveBookingDialog
          key={`${move.booking.id}-${move.start}`}
          move={move}
          zone={zone}
          onClose={() => setMove(null)}
          onMoved={(booking) => {
            setMove(null);
            showToast(
              `Rendez-vous déplacé : ${booking.client.name} le ${formatDateTime(booking.start, zone)}`,
            );
          }}
        />
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
