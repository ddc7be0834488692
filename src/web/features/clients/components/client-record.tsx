import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TClientDetails } from '../../../../shared/schemas/clients';
import { isActingAsAdministrator, OwnerOnlyNotice } from '../../../components/layout/owner-only-notice';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useExportClientDataMutation } from '../api/export-client-data';
import { erasedMessage } from '../utils/erased-message';
import { ClientActionsMenu } from './client-actions-menu';
import { ClientHistory } from './client-history';
import { ClientNoteForm } from './client-note-form';
import { ClientSummaryCard } from './client-summary-card';
import { EraseClientDialog } from './erase-client-dialog';
import type { TErasedState } from './erased-toast';

/** Who a new booking from the client's page is for, as the page shows them. */
export type TNewBookingClient = { name: string; email: string; phone: string };

type ClientRecordProps = {
  client: TClientDetails;
  zone: string;
  onNewBooking?: ((client: TNewBookingClient) => void) | undefined;
};

/** A client's page once loaded: who they are, their appointments, the note and their data rights. */
export function ClientRecord({ client, zone, onNewBooking }: ClientRecordProps) {
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
        <div className="flex flex-wrap items-center gap-2">
          {onNewBooking && (
            <ActionButton
              onClick={() => onNewBooking({ name: client.name, email: client.email, phone: client.phone })}
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              Nouveau rendez-vous
            </ActionButton>
          )}
          {!ownerOnly && (
            <ClientActionsMenu
              exporting={exportData.isPending}
              onExport={() => exportData.mutate(client.key)}
              onErase={() => setErasing(true)}
            />
          )}
        </div>
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
