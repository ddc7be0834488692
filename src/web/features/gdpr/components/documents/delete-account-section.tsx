import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { M } from '../../../../../shared/messages';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DangerButton } from '../../../../components/ui/danger-button';
import { PasswordField } from '../../../../components/ui/password-field';
import { ACCOUNT_DELETED_ROUTE } from '../../../../lib/auth/account-deleted';
import { useAuth, useSignedInUser } from '../../../../lib/auth/auth-context';
import { parseApiError } from '../../../../lib/parse-api-error';
import { useDeleteAccountMutation } from '../../api/delete-account';
import { DocumentCard } from './document-card';

const CONSEQUENCES = [
  'Toutes vos sessions sont fermées immédiatement, sur tous vos appareils.',
  'Vos données personnelles (compte, profil, paramètres, prestations, disponibilités) sont effacées ; dans vos rendez-vous, les coordonnées de vos clients sont anonymisées.',
  'Vos rendez-vous à venir sont annulés et vos clients prévenus par e-mail.',
  'Votre DPA signé est conservé le temps que la loi l’exige (preuve du contrat).',
  'Cette action est irréversible : votre page de réservation disparaît et votre compte ne peut pas être récupéré.',
];

/** Right to erasure of the provider (art. 17): the password confirms, a dialog asks once more. */
export function DeleteAccountSection() {
  const user = useSignedInUser();
  const { endDeletedAccount, expectAccountDeletion } = useAuth();
  const deletion = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  // The dialog hands the focus back to the button it came from; a refused password wants it in its field.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const timer = setTimeout(() => passwordInput.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refusals]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(M.register.passwordRequired);
      passwordInput.current?.focus();
      return;
    }
    setPasswordError(undefined);
    deletion.reset();
    setConfirming(true);
  };

  const onConfirm = () => {
    expectAccountDeletion(ACCOUNT_DELETED_ROUTE);
    deletion.mutate(password, {
      onSuccess: endDeletedAccount,
      onError: (error) => {
        expectAccountDeletion(null);
        const { field, message } = parseApiError(error);
        if (field !== 'password') return;
        setConfirming(false);
        setPasswordError(message);
        setRefusals((count) => count + 1);
      },
    });
  };

  const failure = deletion.isError ? parseApiError(deletion.error) : null;
  const dialogError = failure && failure.field !== 'password' ? failure.message : null;

  return (
    <DocumentCard id="delete-account" title="Supprimer mon compte" icon={TriangleAlert} tone="danger">
      <p>La suppression de votre compte est définitive. Voici ce qui se passe :</p>
      <ul className="list-disc space-y-1.5 pl-5">
        {CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="font-medium text-slate-800">
        Pensez à télécharger vos données avant (section « Mes données » ci-dessus).
      </p>
      <form onSubmit={onSubmit} noValidate className="max-w-sm space-y-4">
        {/* Lets a password manager tell which account the password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField
          ref={passwordInput}
          label="Mot de passe"
          hint="Confirmez votre identité pour supprimer votre compte."
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
        <DangerButton type="submit">Supprimer mon compte</DangerButton>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Supprimer définitivement votre compte ?"
        confirmLabel="Oui, supprimer mon compte"
        onConfirm={onConfirm}
        pending={deletion.isPending}
        error={dialogError}
      >
        <p>
          Vos sessions seront fermées, vos données effacées ou anonymisées, vos rendez-vous à venir annulés et
          vos clients prévenus par e-mail.
        </p>
        <p className="font-medium text-slate-800">Cette action est irréversible.</p>
      </ConfirmDialog>
    </DocumentCard>
  );
}
