import type { TRetentionPreview } from '../../../../shared/schemas/gdpr';
import { useRetentionPreviewQuery } from '../../../lib/provider-data/get-retention-preview';
import { useSettingsQuery } from '../../../lib/provider-data/get-settings';

/** The saved duration and the retention preview (whether it was chosen, the first purge); null while loading. */
export function useRetentionStatus(): { retentionDays: number; preview: TRetentionPreview } | null {
  const settings = useSettingsQuery();
  const retentionDays = settings.data?.dataRetentionDays ?? 0;
  const preview = useRetentionPreviewQuery(retentionDays, settings.isSuccess);
  if (!settings.isSuccess || !preview.isSuccess) return null;
  return { retentionDays, preview: preview.data };
}
