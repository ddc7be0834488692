import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TClientDetails } from '../../../../shared/schemas/clients';
import { isActingAsAdministrator, OwnerOnlyNotice } from '../../../components/layout/owner-only-notice';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useExportClientDataMutation } from '../api/export-client-data';
import { erasedMessage } from '../utils/erased-message';
import { ClientActionsMenu } from './client-actions-menu';
import { ClientHistory } from './client-history';
import { ClientNoteForm } from './client-note-form';
import { ClientSummaryCard } from './client-summary-card';
import { EraseClientDialog } from './erase-client-dialog';
import type { TErasedState } from './erased-toast';

/** A client's page once loaded: who they are, their appointments, the note and their data rights. */
export function ClientRecord({ client, zone }: { client: TClientDetails; zone: string }) {
  const navigate = useNavigate();
  const exportData = useExportClientDataMutation();
  const [erasing, setErasing] = useState(false);
  const ownerOnly = isActingAsAdministrator();

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-slate-900">
          {client.name}
        </h1>
        {!ownerOnly && (
          <ClientActionsMenu
            exporting={exportData.isPending}
            onExport={() => exportData.mutate(client.key)}
            onErase={() => setErasing(true)}
          />
        )}
      </div>
      {ownerOnly && (
        <OwnerOnlyNotice what="l’export et l’effacement des données de ce client" className="mb-4" />
      )}
      {exportData.isError && (
        <ErrorNotice error={exportData.error} className="mb-4">
          Impossible d’exporter les données de {client.name}.
        </ErrorNotice>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <ClientSummaryCard client={client} zone={zone} />
          <ClientNoteForm client={client} />
        </div>
        <ClientHistory bookings={client.bookings} zone={zone} />
      </div>
      <EraseClientDialog
        client={client}
        open={erasing}
        onClose={() => setErasing(false)}
        onErased={(count) => {
          const state: TErasedState = { erasedMessage: erasedMessage(client.name, count) };
          void navigate('/dashboard/clients', { state });
        }}
      />
    </>
  );
}
