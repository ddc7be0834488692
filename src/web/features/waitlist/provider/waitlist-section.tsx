import { useState } from 'react';
import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { useServicesQuery } from '../../../lib/provider-data/get-services';
import { useSettingsQuery } from '../../../lib/provider-data/get-settings';
import { useProviderZone } from '../../../lib/provider-data/use-provider-zone';
import { todayIn } from '../../../lib/zoned-time';
import { useWaitlistQuery } from '../api/provider-list-waitlist';
import { RemoveEntryDialog } from './remove-entry-dialog';
import { useWaitlistLive } from './use-waitlist-live';
import { type TWaitlistFilter, WaitlistFilter } from './waitlist-filter';
import { groupEntries } from './waitlist-groups';
import { WaitlistList } from './waitlist-list';
import { WaitlistEmpty, WaitlistOffNotice, WaitlistSkeleton } from './waitlist-states';

const JOINED = "Nouvelle inscription sur la liste d'attente";

/** The entries of one filter: loading, error with « Réessayer », none, or grouped by service and window. */
function WaitlistEntries({
  filter,
  onRemove,
}: {
  filter: TWaitlistFilter;
  onRemove: (e: TWaitlistEntry) => void;
}) {
  const entries = useWaitlistQuery(filter === 'all' ? undefined : filter);
  const services = useServicesQuery();
  const { zone, isPending: zonePending } = useProviderZone();
  if (entries.isPending || services.isPending || zonePending) return <WaitlistSkeleton />;
  if (entries.isError || services.isError) {
    const retry = () => {
      if (entries.isError) void entries.refetch();
      if (services.isError) void services.refetch();
    };
    return (
      <div className="space-y-3">
        <ErrorNotice error={entries.error ?? services.error}>
          Impossible de charger la liste d'attente.
        </ErrorNotice>
        <ActionButton variant="secondary" onClick={retry}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  if (entries.data.length === 0) return <WaitlistEmpty filtered={filter !== 'all'} />;
  return (
    <WaitlistList
      groups={groupEntries(entries.data, services.data)}
      zone={zone}
      thisYear={todayIn(zone).year}
      onRemove={onRemove}
    />
  );
}

/** « Liste d'attente »: who waits for a freed slot, by service and days wanted, live (issue 33). */
export function WaitlistSection() {
  const [filter, setFilter] = useState<TWaitlistFilter>('all');
  const [removing, setRemoving] = useState<TWaitlistEntry | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const settings = useSettingsQuery();
  useWaitlistLive(() => setAnnouncement(JOINED));
  return (
    <>
      <PageHeader title="Liste d'attente">
        Les clients qui attendent qu'un créneau se libère. Dès qu'un créneau correspondant se libère, nous
        leur écrivons, dans l'ordre d'inscription.
      </PageHeader>
      {settings.data?.waitlistEnabled === false && <WaitlistOffNotice />}
      <WaitlistFilter value={filter} onChange={setFilter} />
      <WaitlistEntries filter={filter} onRemove={setRemoving} />
      <RemoveEntryDialog entry={removing} onClose={() => setRemoving(null)} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
