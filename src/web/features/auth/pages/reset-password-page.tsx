import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { M } from '../../../../shared/messages';
import { ZResetPassword } from '../../../../shared/schemas/auth';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { InlineSpinner } from '../../../components/ui/spinner';
import { gotNoResponse, parseApiError } from '../../../lib/parse-api-error';
import { useResetTokenQuery } from '../api/check-reset-token';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

const ZNewPassword = z
  .object({ password: ZResetPassword.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.register.passwordMismatch,
    path: ['confirmPassword'],
  });
type TNewPassword = z.infer<typeof ZNewPassword>;

/** The link is dead: the server says so on the check, or refuses the token on submit. */
function isDeadLink(error: unknown): boolean {
  return [400, 404, 410].includes(parseApiError(error).status);
}

function ExpiredLink() {
  return (
    <div className="space-y-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Clock className="size-7" aria-hidden="true" />
      </span>
      <p className="text-sm text-slate-700">
        Ce lien de réinitialisation n'est plus valide : il a expiré ou a déjà été utilisé. Demandez-en un
        nouveau, il arrivera dans quelques instants.
      </p>
      <LinkButton to="/forgot-password" className="w-full">
        Demander un nouveau lien
      </LinkButton>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const mutation = useResetPasswordMutation();
  const form = useForm<TNewPassword>({
    resolver: zodResolver(ZNewPassword),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => mutation.mutate({ token, password }));

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <p role="status" className="text-sm text-slate-700">
          {mutation.data}
        </p>
        <LinkButton to="/?auth=login" className="w-full">
          Se connecter
        </LinkButton>
      </div>
    );
  }
  if (mutation.isError && isDeadLink(mutation.error)) return <ExpiredLink />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">Choisissez un nouveau mot de passe (8 à 128 caractères).</p>
      {mutation.isError && (
        <Notice tone="error">
          {gotNoResponse(parseApiError(mutation.error)) ? M.login.unreachable : M.forgot.error}
        </Notice>
      )}
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <ActionButton type="submit" loading={mutation.isPending} fullWidth size="lg">
        Enregistrer le mot de passe
      </ActionButton>
    </form>
  );
}

/** /reset-password/:token: checks the link first, then asks for the new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Réinitialisation du mot de passe — Créneau');
  const { token = '' } = useParams();
  const check = useResetTokenQuery(token);

  let content: ReactNode;
  if (check.isPending) content = <InlineSpinner label="Vérification du lien…" />;
  else if (check.isError && !isDeadLink(check.error)) {
    content = (
      <div className="space-y-4">
        <Notice tone="error">{M.forgot.error}</Notice>
        <ActionButton variant="secondary" onClick={() => void check.refetch()} fullWidth>
          Réessayer
        </ActionButton>
      </div>
    );
  } else if (check.isError || check.data === false) content = <ExpiredLink />;
  else content = <NewPasswordForm token={token} />;

  return <AuthCard title="Réinitialiser le mot de passe">{content}</AuthCard>;
}
