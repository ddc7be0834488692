import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { type TConnectCalendar, useConnectCalendarMutation } from '../api/connect-calendar';
import { ProviderHelp } from './provider-help';

const ZConnectForm = z.object({
  serverUrl: z.string().trim().min(1, 'L’adresse du serveur est requise'),
  username: z.string().trim().min(1, 'L’identifiant est requis'),
  password: z.string().min(1, 'Le mot de passe d’application est requis'),
});
const FIELDS = ['serverUrl', 'username', 'password'] as const;

function fieldOf(field: string | undefined): (typeof FIELDS)[number] | undefined {
  return FIELDS.find((name) => name === field);
}

type ConnectFormProps = { onConnected: () => void; onCancel: () => void };

/**
 * « Connecter un agenda »: the server checks the account before saving it. A refused password
 * shows under its field, an unreachable server next to the address; the values typed stay.
 */
export function ConnectForm({ onConnected, onCancel }: ConnectFormProps) {
  const connect = useConnectCalendarMutation();
  const form = useForm<TConnectCalendar>({
    resolver: zodResolver(ZConnectForm),
    defaultValues: { serverUrl: '', username: '', password: '' },
  });
  const failure = connect.error ? parseApiError(connect.error) : null;
  const unreachable = failure?.code === 'CALDAV_UNREACHABLE' ? failure.message : null;
  const placed =
    failure &&
    (failure.code === 'CALDAV_UNREACHABLE' || failure.code === 'CALDAV_AUTH' || fieldOf(failure.field));
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    connect.mutate(values, {
      onSuccess: onConnected,
      onError: (error) => {
        const { code, field, message } = parseApiError(error);
        const target = code === 'CALDAV_AUTH' ? 'password' : fieldOf(field);
        if (target) form.setError(target, { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Connecter un agenda">
      <div>
        <TextField
          label="Adresse du serveur CalDAV"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          error={errors.serverUrl?.message}
          {...form.register('serverUrl')}
        />
        {unreachable && (
          <Notice tone="error" className="mt-2">
            {unreachable}
          </Notice>
        )}
      </div>
      <TextField
        label="Identifiant"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label="Mot de passe d’application"
        autoComplete="new-password"
        hint="Un mot de passe créé pour Créneau chez votre fournisseur, pas celui de votre compte. Créneau le conserve chiffré et ne l’affiche plus jamais."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <ProviderHelp />
      {failure && !placed && <ErrorNotice error={connect.error}>L’agenda n’a pas été connecté.</ErrorNotice>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <ActionButton type="submit" loading={connect.isPending}>
          {connect.isPending ? 'Connexion…' : 'Connecter'}
        </ActionButton>
        <ActionButton variant="secondary" onClick={onCancel} disabled={connect.isPending}>
          Annuler
        </ActionButton>
      </div>
    </form>
  );
}
