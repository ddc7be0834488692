import { FirstPurgeNotice } from '../../../components/retention/first-purge-notice';
import { useRetentionStatus } from '../hooks/use-retention-status';

/** The week before customer data is first anonymised, the overview says so (ADR 0039, item 9). */
export function FirstPurgeBanner() {
  const retention = useRetentionStatus();
  const firstPurge = retention?.preview.firstPurge;
  if (!retention || !firstPurge) return null;
  return (
    <div className="mb-4">
      <FirstPurgeNotice firstPurge={firstPurge} retentionDays={retention.retentionDays} withLink />
    </div>
  );
}
