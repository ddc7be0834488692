import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TResendVerification, ZResendVerification } from '../../../../shared/schemas/auth';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useResendVerificationMutation } from '../api/resend-verification';

function ResendOutcome({ mutation }: { mutation: ReturnType<typeof useResendVerificationMutation> }) {
  if (mutation.isSuccess) return <Notice tone="success">{mutation.data}</Notice>;
  if (mutation.isError) return <ErrorNotice error={mutation.error} />;
  return null;
}

/** For a known address (login refused, registration done): one button. */
export function ResendVerificationButton({ email, label }: { email: string; label: string }) {
  const mutation = useResendVerificationMutation();
  return (
    <div className="space-y-3">
      <ActionButton
        variant="secondary"
        size="sm"
        loading={mutation.isPending}
        disabled={mutation.isSuccess}
        onClick={() => mutation.mutate(email)}
      >
        {label}
      </ActionButton>
      <ResendOutcome mutation={mutation} />
    </div>
  );
}

/** For an unknown address (a dead verification link): asks for it first. */
export function ResendVerificationForm() {
  const mutation = useResendVerificationMutation();
  const form = useForm<TResendVerification>({
    resolver: zodResolver(ZResendVerification),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) => mutation.mutate(email));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <ActionButton type="submit" loading={mutation.isPending} fullWidth>
        Renvoyer l'e-mail de vérification
      </ActionButton>
      <ResendOutcome mutation={mutation} />
    </form>
  );
}
