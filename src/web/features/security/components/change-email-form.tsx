import { type TChangeEmail, ZChangeEmail } from '../../../../shared/schemas/auth';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useSignedInUser } from '../../../lib/auth/auth-context';
import { useChangeEmailMutation } from '../api/change-email';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormCard } from './account-form-card';

const FIELDS = ['newEmail', 'password'] as const;

const EMPTY: TChangeEmail = { newEmail: '', password: '' };

/** « Changer d'adresse e-mail »: the new address and the password; the link goes to the new address. */
export function ChangeEmailForm() {
  const user = useSignedInUser();
  const mutation = useChangeEmailMutation();
  const { form, onSubmit, otherError } = useAccountForm({
    schema: ZChangeEmail,
    fields: FIELDS,
    empty: EMPTY,
    mutation,
  });
  const { errors } = form.formState;

  return (
    <AccountFormCard
      title="Changer d'adresse e-mail"
      lead="Un lien de confirmation sera envoyé à la nouvelle adresse. Une fois confirmée, vous vous reconnecterez avec elle."
      onSubmit={onSubmit}
      mutation={mutation}
      otherError={otherError}
      submitLabel="Envoyer le lien de confirmation"
    >
      <p className="text-sm text-slate-700">
        Adresse actuelle : <span className="font-medium break-all">{user.email}</span>
      </p>
      <TextField
        label="Nouvelle adresse e-mail"
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
    </AccountFormCard>
  );
}
