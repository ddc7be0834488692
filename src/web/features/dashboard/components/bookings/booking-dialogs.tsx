import { formatDateTime } from '../../../../../shared/french-format';
import type { TBooking } from '../../../../../shared/schemas/booking';
import { Toast } from '../../../../components/ui/toast';
import { BookingDetailsDialog } from './booking-details-dialog';
import { ManualBookingDialog, type TManualDraft } from './manual-booking-dialog';
import { useLiveBookings } from './use-live-bookings';

type BookingDialogsProps = {
  zone: string;
  selected: TBooking | null;
  onCloseSelected: () => void;
  /** Screens that create bookings pass the form's state; the others leave it out. */
  draft?: TManualDraft | null;
  onCloseDraft?: () => void;
};

/**
 * What every booking screen of the dashboard shares: live updates with their toast, the details
 * dialog of the chosen booking and the manual-booking form.
 */
export function BookingDialogs({
  zone,
  selected,
  onCloseSelected,
  draft,
  onCloseDraft,
}: BookingDialogsProps) {
  const { toast, showToast, dismissToast } = useLiveBookings(zone);
  return (
    <>
      {selected && (
        <BookingDetailsDialog key={selected.id} booking={selected} zone={zone} onClose={onCloseSelected} />
      )}
      {draft && onCloseDraft && (
        <ManualBookingDialog
          draft={draft}
          zone={zone}
          onClose={onCloseDraft}
          onCreated={(booking) => {
            onCloseDraft();
            showToast(
              `Rendez-vous enregistré : ${booking.client.name} le ${formatDateTime(booking.start, zone)}`,
            );
          }}
        />
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
