import type { TApiKey } from '../../../../shared/schemas/api-keys';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseApiError } from '../../../lib/parse-api-error';
import { useRevokeApiKeyMutation } from '../api/api-keys';

/** Asks before revoking: every tool using the key stops at once. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: TApiKey | null; onClose: () => void }) {
  const mutation = useRevokeApiKeyMutation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => !open && close()}
      title={`Révoquer la clé « ${apiKey?.name ?? ''} » ?`}
      confirmLabel="Révoquer"
      onConfirm={() => apiKey && mutation.mutate(apiKey.id, { onSuccess: close })}
      pending={mutation.isPending}
      error={mutation.isError ? parseApiError(mutation.error).message : null}
    >
      <p>Les outils qui l’utilisent n’auront plus accès à votre compte, immédiatement. C’est définitif.</p>
    </ConfirmDialog>
  );
}
