import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { parseApiError } from '../../../lib/parse-api-error';
import { useRotateIcalLinkMutation } from '../api/rotate-ical-link';

/** « Régénérer l'adresse », after a confirmation: for an address that was shared by mistake. */
export function RotateLinkButton() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const rotate = useRotateIcalLinkMutation();

  const onOpen = () => {
    rotate.reset();
    setDone(false);
    setOpen(true);
  };
  const onConfirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        setDone(true);
      },
    });

  return (
    <div className="space-y-3">
      <ActionButton variant="secondary" onClick={onOpen}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Régénérer l’adresse
      </ActionButton>
      {done && (
        <Notice tone="success">
          Nouvelle adresse créée. Abonnez de nouveau vos agendas avec l’adresse ci-dessus.
        </Notice>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Régénérer l’adresse d’abonnement ?"
        confirmLabel="Régénérer l’adresse"
        onConfirm={onConfirm}
        pending={rotate.isPending}
        error={rotate.isError ? parseApiError(rotate.error).message : null}
      >
        <p>
          L’adresse actuelle cessera de fonctionner immédiatement : les agendas abonnés ne recevront plus vos
          rendez-vous.
        </p>
        <p>Vous devrez vous abonner de nouveau avec la nouvelle adresse dans chacun de vos agendas.</p>
      </ConfirmDialog>
    </div>
  );
}
