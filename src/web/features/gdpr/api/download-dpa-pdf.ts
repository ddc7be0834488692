import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/save-file';

/** GET /api/dpa/{id}/pdf: the caller's own contract as a PDF. */
export function downloadDpaPdf(dpa: { id: string; numeroContrat: string }): Promise<void> {
  return downloadApiFile(`/api/dpa/${dpa.id}/pdf`, `DPA-${dpa.numeroContrat}.pdf`);
}

export function useDownloadDpaPdfMutation() {
  return useMutation({ mutationFn: downloadDpaPdf });
}
