import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseApiError } from '../../../lib/parse-api-error';
import { useEraseClientDataMutation } from '../api/erase-client-data';

type EraseClientDialogProps = {
  client: { key: string; name: string };
  open: boolean;
  onClose: () => void;
  onErased: (erasedBookings: number) => void;
};

/** Asks before anonymising a client everywhere in the provider's agenda. */
export function EraseClientDialog({ client, open, onClose, onErased }: EraseClientDialogProps) {
  const erase = useEraseClientDataMutation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        erase.reset();
        onClose();
      }}
      title={`Effacer les données de ${client.name} ?`}
      confirmLabel="Effacer ses données"
      onConfirm={() => erase.mutate(client.key, { onSuccess: onErased })}
      pending={erase.isPending}
      error={erase.isError ? parseApiError(erase.error).message : null}
    >
      <p>
        Ses rendez-vous restent dans votre agenda, anonymisés ; ses rappels sont annulés et votre note sur ce
        client est supprimée. Action irréversible.
      </p>
      <p>Les e-mails déjà envoyés ne gardent que leur nature et leur date.</p>
      <p>Si cette personne vous a demandé ses données, exportez-les d’abord.</p>
    </ConfirmDialog>
  );
}
