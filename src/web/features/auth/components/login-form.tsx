import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type TLogin, ZLogin } from '../../../../shared/schemas/auth';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLoginMutation } from '../api/login';
import { useSecurityKeySignIn } from '../hooks/use-security-key-sign-in';
import { describeLoginError, type TLoginError } from '../login-error';
import { ResendVerificationButton } from './resend-verification';
import { SecurityKeySignIn } from './security-key-sign-in';

/**
 * SPEC §2 login form. Success only stores the session: the page the person lands on is chosen by
 * the route that hosts the form (remembered path, else /admin or /dashboard).
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { signIn } = useAuth();
  const mutation = useLoginMutation();
  const [failure, setFailure] = useState<(TLoginError & { email: string }) | null>(null);
  const form = useForm<TLogin, unknown, z.output<typeof ZLogin>>({
    resolver: zodResolver(ZLogin),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;
  const securityKey = useSecurityKeySignIn(form.watch('email'), form.watch('rememberMe') ?? false);
  // SPEC §5 has one message for the whole form, whichever field is missing.
  const validationMessage = errors.email?.message ?? errors.password?.message;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (session) =>
        signIn({ token: session.token, user: session.user, rememberMe: values.rememberMe }),
      onError: (error) => setFailure({ ...describeLoginError(error), email: values.email }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {validationMessage && <Notice tone="error">{validationMessage}</Notice>}
      {failure && (
        <Notice tone="error">
          <p>{failure.message}</p>
          {failure.emailNotVerified && (
            <div className="mt-3">
              <ResendVerificationButton email={failure.email} label="Renvoyer l'e-mail de vérification" />
            </div>
          )}
        </Notice>
      )}
      {securityKey.error && (
        <Notice tone="error">
          <p>{securityKey.error.message}</p>
          {securityKey.error.hint && <p className="mt-1">{securityKey.error.hint}</p>}
        </Notice>
      )}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="username webauthn"
        {...form.register('email')}
      />
      <SecurityKeySignIn onClick={securityKey.onSignIn} pending={securityKey.pending} />
      <PasswordField label="Mot de passe" autoComplete="current-password" {...form.register('password')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label="Se souvenir de moi" {...form.register('rememberMe')} />
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Mot de passe oublié ?
        </button>
      </div>
      <ActionButton type="submit" loading={mutation.isPending} fullWidth size="lg">
        Se connecter
      </ActionButton>
      <p className="text-center text-sm text-slate-600">
        Pas encore de compte ?{' '}
        <Link to="/?auth=register" replace className="font-semibold text-brand-700 hover:underline">
          Créer un compte
        </Link>
      </p>
    </form>
  );
}
