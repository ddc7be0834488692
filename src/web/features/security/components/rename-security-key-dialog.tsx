import { type FormEvent, useState } from 'react';
import { type TSecurityKey, ZKeyName } from '../../../../shared/schemas/webauthn';
import { ActionButton } from '../../../components/ui/action-button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useRenameSecurityKeyMutation } from '../api/rename-security-key';

type RenameSecurityKeyDialogProps = {
  securityKey: TSecurityKey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** « Renommer la clé »: a new name, checked by the shared schema before it is sent. */
export function RenameSecurityKeyDialog({ securityKey, open, onOpenChange }: RenameSecurityKeyDialogProps) {
  const mutation = useRenameSecurityKeyMutation();
  const [name, setName] = useState(securityKey.name);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZKeyName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    mutation.mutate(
      { id: securityKey.id, name: parsed.data },
      {
        onSuccess: () => onOpenChange(false),
        onError: (failure) => setError(parseApiError(failure).message),
      },
    );
  };

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title="Renommer la clé">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Nom de la clé"
          value={name}
          maxLength={60}
          error={error ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <ActionButton type="submit" loading={mutation.isPending} fullWidth>
          Enregistrer
        </ActionButton>
      </form>
    </ModalDialog>
  );
}
