import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/save-file';

/** GET /api/clients/{key}/export: what the provider holds on one client, as a JSON file to hand over. */
export function exportClientData(key: string): Promise<void> {
  return downloadApiFile(`/api/clients/${encodeURIComponent(key)}/export`, 'donnees-client.json');
}

export function useExportClientDataMutation() {
  return useMutation({ mutationFn: exportClientData });
}
