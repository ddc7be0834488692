import { Download } from 'lucide-react';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useExportBookingsMutation } from '../api/export-bookings';
import type { TBookingsListParams } from '../utils/booking-list-filters';

/** « Exporter »: the rendez-vous the filters select, as a CSV file for a spreadsheet. */
export function ExportBookingsButton({ params }: { params: TBookingsListParams }) {
  const exporting = useExportBookingsMutation();
  return (
    <div className="space-y-2">
      <ActionButton
        variant="secondary"
        loading={exporting.isPending}
        onClick={() => exporting.mutate(params)}
      >
        <Download className="size-4" aria-hidden="true" />
        Exporter
      </ActionButton>
      {exporting.isError && (
        <ErrorNotice error={exporting.error} fallback="L’export n’a pas pu être téléchargé. Réessayez.">
          L’export a échoué.
        </ErrorNotice>
      )}
    </div>
  );
}
