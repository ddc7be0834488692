import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { M } from '../../../../shared/messages';
import { type TRegisterForm, ZRegisterForm } from '../../../../shared/schemas/auth';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TermsLabel } from '../../../components/ui/terms-label';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { parseApiError } from '../../../lib/parse-api-error';
import { usePublicConfig } from '../../../lib/public-config';
import { useRegisterMutation } from '../api/register';
import { describeRegisterError } from '../login-error';
import { LocationNotice } from './location-notice';
import { RegisterSuccess } from './register-success';

const FORM_FIELDS = ['name', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;
type TFormField = (typeof FORM_FIELDS)[number];
function isFormField(field: string | undefined): field is TFormField {
  return FORM_FIELDS.some((f) => f === field);
}

/** SPEC §2 register form with the §5 messages; the outcome follows SPEC §4 "Registration outcome". */
export function RegisterForm() {
  const { signIn, dropStoredTokens } = useAuth();
  const mutation = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    // Errors appear when a field is left or on submit, never while the person is still typing
    // their first attempt; once shown they follow each keystroke until fixed.
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { errors } = form.formState;
  const registrationOpen = usePublicConfig().data?.registrationOpen;

  const onSubmit = form.handleSubmit(({ name, email, password }) => {
    setFormError(null);
    mutation.mutate(
      { name, email, password },
      {
        onSuccess: (result) => {
          if (result.emailVerified && result.token && result.user) {
            signIn({ token: result.token, user: result.user, rememberMe: false });
            return;
          }
          dropStoredTokens();
          setPendingEmail({ email: email.trim(), message: result.message });
        },
        onError: (error) => {
          const { field, message } = parseApiError(error);
          if (isFormField(field)) {
            form.setError(field, { message }, { shouldFocus: true });
            return;
          }
          setFormError(describeRegisterError(error));
        },
      },
    );
  });

  if (pendingEmail) return <RegisterSuccess email={pendingEmail.email} message={pendingEmail.message} />;
  // Closed by the administrators: say so instead of a form the server would refuse (the form stays
  // while the configuration loads, and if it cannot be read: the server has the last word).
  if (registrationOpen === false) return <Notice tone="info">{M.register.closed}</Notice>;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <LocationNotice />
      {formError && <Notice tone="error">{formError}</Notice>}
      <TextField
        label="Nom complet"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        hint="8 caractères minimum."
        liveError
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        liveError
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <CheckboxField
        error={errors.acceptTerms?.message}
        label={<TermsLabel />}
        {...form.register('acceptTerms')}
      />
      <ActionButton type="submit" loading={mutation.isPending} fullWidth size="lg">
        Créer mon compte
      </ActionButton>
      <p className="text-center text-sm text-slate-600">
        Déjà inscrit ?{' '}
        <Link to="/?auth=login" replace className="font-semibold text-brand-700 hover:underline">
          Se connecter
        </Link>
      </p>
      {/* DB-IP's CC BY 4.0 licence asks for this credit where its data is used (LocationNotice). */}
      <p className="text-center text-xs text-slate-500">
        Pays estimé à partir de l’adresse IP —{' '}
        <a
          href="https://db-ip.com"
          target="_blank"
          rel="noopener noreferrer"
          className="underline hover:text-slate-700"
        >
          IP Geolocation by DB-IP
        </a>
      </p>
    </form>
  );
}
