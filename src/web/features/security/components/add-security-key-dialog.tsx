import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../../shared/french-format';
import { ZKeyName } from '../../../../shared/schemas/webauthn';
import { ActionButton } from '../../../components/ui/action-button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { CeremonyError, useRegisterSecurityKeyMutation } from '../api/register-security-key';

/** « Clé du 1er décembre 2026 »: a name the person can keep, on their own day. */
function defaultKeyName(now = new Date()): string {
  return `Clé du ${formatDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone, 'long')}`;
}

type AddSecurityKeyDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; email: string };

/** « Ajouter une clé »: the password again (re-authentication), a name, then the browser ceremony. */
export function AddSecurityKeyDialog({ open, onOpenChange, email }: AddSecurityKeyDialogProps) {
  const mutation = useRegisterSecurityKeyMutation();
  const [password, setPassword] = useState('');
  const [name, setName] = useState(defaultKeyName);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsedName = ZKeyName.safeParse(name);
    if (!password) return setError('Saisissez votre mot de passe.');
    if (!parsedName.success) return setError(parsedName.error.issues[0]?.message ?? null);
    setError(null);
    mutation.mutate(
      { password, name: parsedName.data },
      {
        onSuccess: () => {
          setPassword('');
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(failure instanceof CeremonyError ? failure.message : parseApiError(failure).message),
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ajouter une clé de sécurité"
      description="Confirmez votre mot de passe, nommez la clé, puis suivez les instructions de votre navigateur."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Notice tone="error">{error}</Notice>}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Nom de la clé"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <ActionButton type="submit" loading={mutation.isPending} fullWidth>
          Continuer
        </ActionButton>
      </form>
    </ModalDialog>
  );
}
