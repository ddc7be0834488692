import type { TWebhook } from '../../../../shared/schemas/webhooks';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { parseApiError } from '../../../lib/parse-api-error';
import { useDeleteWebhookMutation, useRollSecretMutation } from '../api/webhooks';
import { WebhookSecret } from './webhook-secret';

type TDialogProps = { webhook: TWebhook | null; onClose: () => void };

/** Asks before deleting: the address receives nothing more, and its log goes with it. */
export function DeleteWebhookDialog({ webhook, onClose }: TDialogProps) {
  const mutation = useDeleteWebhookMutation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={webhook !== null}
      onOpenChange={(open) => !open && close()}
      title="Supprimer ce webhook ?"
      confirmLabel="Supprimer"
      onConfirm={() => webhook && mutation.mutate(webhook.id, { onSuccess: close })}
      pending={mutation.isPending}
      error={mutation.isError ? parseApiError(mutation.error).message : null}
    >
      <p>
        {webhook?.url} ne recevra plus aucun événement et son journal des envois sera effacé. C’est définitif.
      </p>
    </ConfirmDialog>
  );
}

/** Asks, then shows the new secret once; the old one still signs for 24 hours. */
export function RollSecretDialog({ webhook, onClose }: TDialogProps) {
  const mutation = useRollSecretMutation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const secret = mutation.data?.secret;
  if (secret)
    return (
      <ModalDialog open onOpenChange={(next) => !next && close()} title="Nouveau secret">
        <WebhookSecret
          secret={secret}
          onDone={close}
          note="L’ancien secret signe encore les envois pendant 24 heures : remplacez-le d’ici là."
        />
      </ModalDialog>
    );
  return (
    <ConfirmDialog
      open={webhook !== null}
      onOpenChange={(open) => !open && close()}
      title="Changer le secret de signature ?"
      confirmLabel="Changer le secret"
      onConfirm={() => webhook && mutation.mutate(webhook.id)}
      pending={mutation.isPending}
      error={mutation.isError ? parseApiError(mutation.error).message : null}
    >
      <p>
        Un nouveau secret est créé. L’ancien reste valable 24 heures, le temps de mettre votre serveur à jour.
      </p>
    </ConfirmDialog>
  );
}
