import { type FormEvent, useState } from 'react';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type TApiKeyScope,
} from '../../../../shared/schemas/api-keys';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CopyButton } from '../../../components/ui/copy-button';
import { ModalDialog, ModalDialogFooter } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useCreateApiKeyMutation } from '../api/api-keys';

/** The form (a name and the scopes), then the secret, shown this once with its copy button. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useCreateApiKeyMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TApiKeyScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const close = () => {
    mutation.reset();
    setName('');
    setScopes([]);
    setErrors({});
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : API_KEY_MESSAGES.nameRequired,
      scopes: scopes.length > 0 ? undefined : API_KEY_MESSAGES.scopesRequired,
    };
    setErrors(next);
    if (!next.name && !next.scopes) mutation.mutate({ name: name.trim(), scopes });
  };
  const toggle = (scope: TApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  const secret = mutation.data?.secret;
  return (
    <ModalDialog open={open} onOpenChange={(next) => !next && close()} title="Nouvelle clé d’API">
      {secret ? (
        <div className="space-y-4">
          <Notice tone="warning">
            Copiez cette clé maintenant : elle ne sera plus jamais affichée. Gardez-la secrète, comme un mot
            de passe.
          </Notice>
          <p className="break-all rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900">{secret}</p>
          <ModalDialogFooter>
            <CopyButton text={secret} label="Copier la clé" copiedLabel="Clé copiée" />
            <ActionButton onClick={close}>J’ai copié la clé</ActionButton>
          </ModalDialogFooter>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="Nom de la clé"
            hint="Par exemple « Zapier » ou « Mon CRM »."
            value={name}
            maxLength={API_KEY_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Autorisations</legend>
            {API_KEY_SCOPES.map((scope) => (
              <CheckboxField
                key={scope}
                label={API_KEY_SCOPE_LABELS[scope]}
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
            ))}
            {errors.scopes && <p className="text-sm text-red-700">{errors.scopes}</p>}
          </fieldset>
          {mutation.isError && <Notice tone="error">{parseApiError(mutation.error).message}</Notice>}
          <ModalDialogFooter>
            <ActionButton variant="secondary" onClick={close}>
              Annuler
            </ActionButton>
            <ActionButton type="submit" loading={mutation.isPending}>
              Créer la clé
            </ActionButton>
          </ModalDialogFooter>
        </form>
      )}
    </ModalDialog>
  );
}
