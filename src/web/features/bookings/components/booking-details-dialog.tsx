import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { StatusBadge } from '../../../components/booking/booking-status';
import { ActionButton } from '../../../components/ui/action-button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { todayIn } from '../../../lib/zoned-time';
import { useBookingQuery } from '../api/get-booking';
import { canRebook, rebookDraft } from '../utils/rebook-draft';
import { BookingDetailsEmails } from './booking-details-emails';
import { BookingDetailsList } from './booking-details-list';
import { BookingDetailsPayment } from './booking-details-payment';
import { BookingDetailsSms } from './booking-details-sms';
import { BookingStatusActions } from './booking-status-actions';
import { CancelBookingForm } from './cancel-booking-form';
import type { TManualDraft } from './manual-booking-dialog';
import { RescheduleForm } from './reschedule-form';

type TMode = 'view' | 'reschedule' | 'cancel';

type BookingDetailsDialogProps = {
  booking: TBooking;
  zone: string;
  onClose: () => void;
  /** « Reprendre le même » (issue 37): the manual booking form for the same client and prestation. */
  onRebook?: (draft: TManualDraft) => void;
};

/** One booking: contact, service, time, message, the provider's actions on it, its SMS and its e-mails. */
export function BookingDetailsDialog({
  booking: initial,
  zone,
  onClose,
  onRebook,
}: BookingDetailsDialogProps) {
  // The cache entry follows live events and mutations, so the dialog never shows a stale status.
  const booking = useBookingQuery(initial).data;
  const [mode, setMode] = useState<TMode>('view');
  const [done, setDone] = useState<string | null>(null);

  const finish = (message: string) => {
    setDone(message);
    setMode('view');
  };

  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title="Détails du rendez-vous">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={booking.status} />
          <span className="text-sm text-slate-600">{booking.serviceName}</span>
        </div>
        {done && mode === 'view' && <Notice tone="success">{done}</Notice>}
        {mode === 'view' && (
          <>
            <BookingDetailsList booking={booking} zone={zone} />
            <BookingDetailsPayment booking={booking} zone={zone} />
            <BookingStatusActions
              booking={booking}
              onReschedule={() => {
                setDone(null);
                setMode('reschedule');
              }}
              onCancel={() => {
                setDone(null);
                setMode('cancel');
              }}
            />
            {onRebook && canRebook(booking, new Date()) && (
              <ActionButton
                variant="secondary"
                onClick={() => onRebook(rebookDraft(booking, zone, todayIn(zone)))}
              >
                <CalendarPlus className="size-4" aria-hidden="true" />
                Reprendre le même
              </ActionButton>
            )}
            <BookingDetailsSms booking={booking} zone={zone} />
            <BookingDetailsEmails booking={booking} zone={zone} />
          </>
        )}
        {mode === 'reschedule' && (
          <RescheduleForm
            booking={booking}
            zone={zone}
            onBack={() => setMode('view')}
            onDone={(moved) => finish(`Rendez-vous déplacé au ${formatDateTime(moved.start, zone)}.`)}
          />
        )}
        {mode === 'cancel' && (
          <CancelBookingForm
            booking={booking}
            zone={zone}
            onBack={() => setMode('view')}
            onDone={({ cancelled }) =>
              finish(
                cancelled.length > 1
                  ? `${cancelled.length} rendez-vous annulés.`
                  : 'Le rendez-vous est annulé.',
              )
            }
          />
        )}
      </div>
    </ModalDialog>
  );
}
