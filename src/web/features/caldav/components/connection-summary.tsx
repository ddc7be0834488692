import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { parseApiError } from '../../../lib/parse-api-error';
import type { TCalendarConnection } from '../api/calendar-sync-schemas';
import { useDisconnectCalendarMutation } from '../api/disconnect-calendar';
import { useRefreshConnection } from '../api/refresh-connection';
import { SyncStatus } from './sync-status';

type ConnectionSummaryProps = { connection: TCalendarConnection; now: Date; zone: string };

/** One connected account: where, who, how its last sync went, « Actualiser » and « Déconnecter ». */
export function ConnectionSummary({ connection, now, zone }: ConnectionSummaryProps) {
  const { refresh, refreshing, error } = useRefreshConnection(connection);
  const disconnect = useDisconnectCalendarMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-all text-slate-900">{connection.serverUrl}</h3>
          <p className="text-sm break-all text-slate-600">Identifiant : {connection.username}</p>
          <SyncStatus connection={connection} now={now} zone={zone} />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ActionButton variant="secondary" size="sm" onClick={refresh} loading={refreshing}>
            {!refreshing && <RefreshCw className="size-4" aria-hidden="true" />}
            Actualiser
          </ActionButton>
          <ActionButton variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Déconnecter
          </ActionButton>
        </div>
      </div>
      {refreshing && (
        <p role="status" className="text-sm text-slate-600">
          Synchronisation en cours…
        </p>
      )}
      {error && <ErrorNotice error={error}>L’actualisation n’a pas pu être demandée.</ErrorNotice>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Déconnecter cet agenda ?"
        confirmLabel="Déconnecter"
        pending={disconnect.isPending}
        error={disconnect.error ? parseApiError(disconnect.error).message : null}
        onConfirm={() => disconnect.mutate(connection.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>
          Les occupations importées de cet agenda sont retirées de Créneau : elles ne bloquent plus vos
          créneaux. Vos prochains rendez-vous n’y sont plus ajoutés et le mot de passe d’application est
          effacé.
        </p>
        <p>Les événements déjà ajoutés restent dans votre agenda personnel.</p>
      </ConfirmDialog>
    </div>
  );
}
