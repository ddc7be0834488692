import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/save-file';

/** GET /api/gdpr/clients/export?email: what the provider holds on one customer, as a JSON file to hand over. */
export function exportClientData(email: string): Promise<void> {
  return downloadApiFile(
    `/api/gdpr/clients/export?email=${encodeURIComponent(email)}`,
    'donnees-client.json',
  );
}

export function useExportClientDataMutation() {
  return useMutation({ mutationFn: exportClientData });
}
