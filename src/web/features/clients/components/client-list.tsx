import { useCallback, useState } from 'react';
import type { TClientSummary } from '../../../../shared/schemas/booking';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Toast } from '../../../components/ui/toast';
import { useExportClientDataMutation } from '../api/export-client-data';
import { ClientCards } from './client-cards';
import { ClientDataActions } from './client-data-actions';
import { ClientsTable } from './clients-table';
import { EraseClientDialog } from './erase-client-dialog';

function erasedMessage(name: string, count: number): string {
  if (count === 0) return `Données de ${name} effacées : aucun rendez-vous n’était concerné.`;
  return `Données de ${name} effacées : ${count} rendez-vous anonymisé${count > 1 ? 's' : ''}.`;
}

/** The clients as a table (wide screens) or cards (phones), each with their data-rights actions. */
export function ClientList({ clients, zone }: { clients: readonly TClientSummary[]; zone: string }) {
  const exportData = useExportClientDataMutation();
  const [erasing, setErasing] = useState<TClientSummary | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  const renderActions = (client: TClientSummary) => (
    <ClientDataActions
      client={client}
      exporting={exportData.isPending && exportData.variables === client.email}
      onExport={(target) => exportData.mutate(target.email)}
      onErase={setErasing}
    />
  );
  const exportedName = clients.find((c) => c.email === exportData.variables)?.name ?? exportData.variables;

  return (
    <>
      {exportData.isError && (
        <ErrorNotice error={exportData.error} className="mb-3">
          Impossible d’exporter les données de {exportedName}.
        </ErrorNotice>
      )}
      <ClientsTable clients={clients} zone={zone} renderActions={renderActions} />
      <ClientCards clients={clients} zone={zone} renderActions={renderActions} />
      <EraseClientDialog
        client={erasing}
        onClose={() => setErasing(null)}
        onErased={(client, count) => {
          setErasing(null);
          setToast(erasedMessage(client.name, count));
        }}
      />
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
