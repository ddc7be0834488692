import type { TService } from '../../../../shared/schemas/provider-setup';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseApiError } from '../../../lib/parse-api-error';
import { useDeleteServiceMutation } from '../api/delete-service';

/** Asks before deleting; a service that already has bookings is archived by the server, and we say so. */
export function DeleteServiceDialog({ service, onClose }: { service: TService | null; onClose: () => void }) {
  const mutation = useDeleteServiceMutation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={service !== null}
      onOpenChange={(open) => !open && close()}
      title={`Supprimer « ${service?.name ?? ''} » ?`}
      confirmLabel="Supprimer"
      pending={mutation.isPending}
      error={mutation.isError ? parseApiError(mutation.error).message : null}
      onConfirm={() => service && mutation.mutate(service.id, { onSuccess: close })}
    >
      <p>Cette prestation ne sera plus proposée sur votre page de réservation.</p>
      <p>
        Si des rendez-vous ont déjà été pris pour elle, elle est archivée plutôt qu’effacée : ces rendez-vous
        restent dans votre agenda avec leur prestation.
      </p>
    </ConfirmDialog>
  );
}
