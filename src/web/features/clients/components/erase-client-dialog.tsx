import type { TClientSummary } from '../../../../shared/schemas/booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseApiError } from '../../../lib/parse-api-error';
import { useEraseClientDataMutation } from '../api/erase-client-data';

type EraseClientDialogProps = {
  /** The customer whose data is about to go; null keeps the dialog closed. */
  client: TClientSummary | null;
  onClose: () => void;
  onErased: (client: TClientSummary, erasedBookings: number) => void;
};

/** Asks before anonymising a customer everywhere in the provider's agenda. */
export function EraseClientDialog({ client, onClose, onErased }: EraseClientDialogProps) {
  const erase = useEraseClientDataMutation();
  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={(open) => {
        if (open) return;
        erase.reset();
        onClose();
      }}
      title={`Effacer les données de ${client?.name ?? 'ce client'} ?`}
      confirmLabel="Effacer ses données"
      onConfirm={() => {
        if (!client) return;
        erase.mutate(client.email, {
          onSuccess: (count) => {
            erase.reset();
            onErased(client, count);
          },
        });
      }}
      pending={erase.isPending}
      error={erase.isError ? parseApiError(erase.error).message : null}
    >
      <p>
        Ses rendez-vous restent dans votre agenda, anonymisés ; ses rappels sont annulés. Action irréversible.
      </p>
      <p>Les e-mails déjà envoyés ne gardent que leur nature et leur date.</p>
      <p>Si cette personne vous a demandé ses données, exportez-les d’abord.</p>
    </ConfirmDialog>
  );
}
