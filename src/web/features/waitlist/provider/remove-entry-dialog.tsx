import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseApiError } from '../../../lib/parse-api-error';
import { useRemoveWaitlistEntryMutation } from '../api/provider-remove-entry';

/** Asks before removing an entry (the client is told nothing, and no longer hears of freed slots). */
export function RemoveEntryDialog({ entry, onClose }: { entry: TWaitlistEntry | null; onClose: () => void }) {
  const mutation = useRemoveWaitlistEntryMutation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => !open && close()}
      title={`Retirer ${entry?.client.name ?? ''} de la liste d'attente ?`}
      confirmLabel="Retirer"
      onConfirm={() => entry && mutation.mutate(entry.id, { onSuccess: close })}
      pending={mutation.isPending}
      error={mutation.isError ? parseApiError(mutation.error).message : null}
    >
      <p>Cette personne ne sera plus prévenue.</p>
    </ConfirmDialog>
  );
}
