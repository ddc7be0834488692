import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { M } from '../../../../shared/messages';
import { type TForgotPassword, ZForgotPassword } from '../../../../shared/schemas/auth';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useForgotPasswordMutation } from '../api/forgot-password';

function describeForgotError(error: unknown): string {
  // A rate limit explains itself; anything else gets the SPEC §8 message.
  const { status, message } = parseApiError(error);
  return status === 429 ? message : M.forgot.error;
}

/** Used by the forgot-password modal and the /forgot-password page. */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin?: () => void }) {
  const mutation = useForgotPasswordMutation();
  const form = useForm<TForgotPassword>({
    resolver: zodResolver(ZForgotPassword),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) => mutation.mutate(email.trim()));

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <div role="status" className="space-y-2 text-sm text-slate-700">
          <p>
            Si un compte existe pour{' '}
            <strong className="break-all text-slate-900">{mutation.variables}</strong>, vous allez recevoir un
            e-mail avec un lien pour choisir un nouveau mot de passe.
          </p>
          <p className="text-slate-600">
            Le message n'arrive pas ? Vérifiez vos courriers indésirables (spam) avant de refaire une demande.
          </p>
        </div>
        {onBackToLogin && (
          <ActionButton variant="secondary" onClick={onBackToLogin} fullWidth>
            Retour à la connexion
          </ActionButton>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de
        passe.
      </p>
      {mutation.isError && <Notice tone="error">{describeForgotError(mutation.error)}</Notice>}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <ActionButton type="submit" loading={mutation.isPending} fullWidth size="lg">
        Envoyer le lien
      </ActionButton>
      {onBackToLogin && (
        <ActionButton variant="ghost" onClick={onBackToLogin} fullWidth>
          Retour à la connexion
        </ActionButton>
      )}
    </form>
  );
}
