import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/save-file';

/** GET /api/gdpr/export: everything the account holds, as JSON and CSV files in one zip (art. 15 and 20). */
export function exportMyData(): Promise<void> {
  return downloadApiFile('/api/gdpr/export', 'mes-donnees-creneau.zip');
}

export function useExportMyDataMutation() {
  return useMutation({ mutationFn: exportMyData });
}
