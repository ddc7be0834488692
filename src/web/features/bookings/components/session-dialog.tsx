import { XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatDate, formatDateTime, formatTimeRange } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { LOCATION_LABELS } from '../../../../shared/schemas/service-options';
import { ActionButton } from '../../../components/ui/action-button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { attendeesOf, seatsLabel, type TGroupSession } from '../../../lib/provider-data/group-sessions';
import { useBookingsQuery } from '../../../lib/provider-data/list-bookings';
import { useCancelBookingsMutation } from '../api/cancel-booking';
import { bookingErrorMessage } from '../utils/booking-error-message';
import { BookingPlace } from './booking-place';
import { CancelConfirmDialog } from './cancel-confirm-dialog';
import { SessionAttendee } from './session-attendee';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-3 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One place for the whole session (the same room, the office), unless it is each client's own. */
function sharesPlace(attendees: readonly TBooking[]): boolean {
  const [lead] = attendees;
  if (!lead || lead.location.type === 'phone') return false;
  return attendees.every(
    (a) =>
      a.location.type === lead.location.type &&
      a.location.videoUrl === lead.location.videoUrl &&
      a.location.clientAddress === lead.location.clientAddress,
  );
}

function emailedText(emailed: number, total: number): string {
  if (emailed === total)
    return total > 1 ? 'Chaque inscrit en sera prévenu par e-mail.' : 'L’inscrit en sera prévenu par e-mail.';
  return emailed > 1
    ? `Les ${emailed} inscrits qui ont donné leur e-mail en seront prévenus.`
    : 'L’inscrit qui a donné son e-mail en sera prévenu.';
}

type SessionDialogProps = {
  session: TGroupSession;
  zone: string;
  onClose: () => void;
  /** An attendee's own booking: its details dialog (status, move, e-mails). */
  onOpenBooking: (booking: TBooking) => void;
};

/**
 * A group session (issue 32): when, where, the seats taken and who comes; each attendee's place
 * can be cancelled, or the whole session, each client told by e-mail, after a confirmation.
 */
export function SessionDialog({ session, zone, onClose, onOpenBooking }: SessionDialogProps) {
  // The window's list follows live events and cancellations: attendees leave it as they cancel.
  const live = useBookingsQuery({ from: session.start, to: session.end });
  const attendees = live.data ? attendeesOf(live.data, session.key) : session.attendees;
  const mutation = useCancelBookingsMutation();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const shared = sharesPlace(attendees);
  const [lead] = attendees;
  const date = formatDate(session.start, zone);
  const emailed = attendees.filter((a) => a.client.email !== '').length;

  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title="Séance de groupe">
      <div className="space-y-4">
        {done && <Notice tone="success">{done}</Notice>}
        <dl className="divide-y divide-slate-100">
          <Row label="Prestation">{session.serviceName}</Row>
          <Row label="Date">{date.charAt(0).toLocaleUpperCase('fr-FR') + date.slice(1)}</Row>
          <Row label="Horaire">{formatTimeRange(session.start, session.end, zone)}</Row>
          <Row label="Places">{seatsLabel({ attendees, capacity: session.capacity })}</Row>
          {lead && (
            <Row label="Lieu">
              {shared ? <BookingPlace booking={lead} /> : LOCATION_LABELS[lead.location.type]}
            </Row>
          )}
        </dl>
        <section aria-labelledby="session-attendees" className="border-t border-slate-100 pt-3">
          <h3 id="session-attendees" className="text-base font-semibold text-slate-900">
            Inscrits
          </h3>
          {attendees.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Plus aucun inscrit à cette séance.</p>
          ) : (
            <ul aria-labelledby="session-attendees" className="divide-y divide-slate-100">
              {attendees.map((attendee) => (
                <SessionAttendee
                  key={attendee.id}
                  booking={attendee}
                  zone={zone}
                  showPlace={!shared}
                  onOpen={onOpenBooking}
                  onCancelled={setDone}
                />
              ))}
            </ul>
          )}
        </section>
        {lead && (
          <div className="flex justify-end border-t border-slate-100 pt-4">
            <ActionButton
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => {
                mutation.reset();
                setAsking(true);
              }}
            >
              <XCircle className="size-4" aria-hidden="true" />
              Annuler la séance
            </ActionButton>
          </div>
        )}
      </div>
      <CancelConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Annuler toute la séance ?"
        confirmLabel="Annuler la séance"
        pending={mutation.isPending}
        error={mutation.isError ? bookingErrorMessage(mutation.error) : null}
        onConfirm={(reason) => {
          if (!lead) return;
          mutation.mutate(
            { id: lead.id, reason, scope: 'session' },
            {
              onSuccess: ({ cancelled }) => {
                setAsking(false);
                setDone(
                  cancelled.length > 1
                    ? `La séance est annulée : ${cancelled.length} places libérées.`
                    : 'La séance est annulée.',
                );
              },
            },
          );
        }}
      >
        <p>
          {attendees.length > 1 ? `Les ${attendees.length} inscriptions` : 'L’inscription'} à «{' '}
          {session.serviceName} » du {formatDateTime(session.start, zone)}{' '}
          {attendees.length > 1 ? 'seront annulées' : 'sera annulée'}. Cette action est définitive.
          {emailed > 0 && ` ${emailedText(emailed, attendees.length)}`}
        </p>
      </CancelConfirmDialog>
    </ModalDialog>
  );
}
