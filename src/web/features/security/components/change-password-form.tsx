import { type TChangePasswordForm, ZChangePasswordForm } from '../../../../shared/schemas/auth';
import { PasswordField } from '../../../components/ui/password-field';
import { useSignedInUser } from '../../../lib/auth/auth-context';
import { useChangePasswordMutation } from '../api/change-password';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormCard } from './account-form-card';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** « Changer le mot de passe »: current, new and its confirmation (SPEC §5 messages). */
export function ChangePasswordForm() {
  const user = useSignedInUser();
  const mutation = useChangePasswordMutation();
  const { form, onSubmit, otherError } = useAccountForm({
    schema: ZChangePasswordForm,
    fields: FIELDS,
    empty: EMPTY,
    mutation,
  });
  const { errors } = form.formState;

  return (
    <AccountFormCard
      title="Changer le mot de passe"
      lead="Vos autres sessions ouvertes seront fermées ; celle-ci reste ouverte. Un e-mail vous confirmera le changement."
      onSubmit={onSubmit}
      mutation={mutation}
      otherError={otherError}
      submitLabel="Changer le mot de passe"
    >
      {/* Lets a password manager tell which account the password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <PasswordField
        label="Mot de passe actuel"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        hint="Au moins 8 caractères."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirmer le nouveau mot de passe"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </AccountFormCard>
  );
}
