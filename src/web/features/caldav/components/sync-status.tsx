import { formatRelative } from '../../../../shared/french-format';
import type { TCalendarConnection } from '../api/calendar-sync-schemas';

type SyncStatusProps = {
  connection: Pick<TCalendarConnection, 'status' | 'lastSyncAt' | 'lastError'>;
  now: Date;
  zone: string;
};

/** « Synchronisé · il y a 3 minutes », or « Erreur » in red with the server's message. */
export function SyncStatus({ connection, now, zone }: SyncStatusProps) {
  const { status, lastSyncAt, lastError } = connection;
  const when = lastSyncAt ? formatRelative(lastSyncAt, now, zone) : null;
  if (status === 'error') {
    return (
      <div className="space-y-1 text-sm">
        <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          Erreur
        </span>
        {lastError && <p className="break-words text-red-800">{lastError}</p>}
        <p className="text-slate-600">
          {when ? (
            <>
              Dernière synchronisation réussie : <time dateTime={lastSyncAt ?? undefined}>{when}</time>
            </>
          ) : (
            'Aucune synchronisation réussie pour l’instant.'
          )}
        </p>
      </div>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        {when ? 'Synchronisé' : 'En attente'}
      </span>
      {when ? (
        <time dateTime={lastSyncAt ?? undefined}>{when}</time>
      ) : (
        'Première synchronisation dans quelques secondes.'
      )}
    </p>
  );
}
