import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/save-file';
import { listSearch, type TBookingsListParams } from '../utils/booking-list-filters';

/** GET /api/bookings/export.csv?from&to&status&q: the list's filters as a file (the server names it). */
export function exportBookingsPath(params: TBookingsListParams): string {
  return `/api/bookings/export.csv?${listSearch(params).toString()}`;
}

/** « Exporter »: fetched with the session, which a plain link would not carry. */
export function useExportBookingsMutation() {
  return useMutation({
    mutationFn: (params: TBookingsListParams) =>
      downloadApiFile(exportBookingsPath(params), `rendez-vous-${params.from.slice(0, 10)}.csv`),
  });
}
