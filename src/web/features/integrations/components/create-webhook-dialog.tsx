import { type FormEvent, useState } from 'react';
import {
  type TWebhookEvent,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
} from '../../../../shared/schemas/webhooks';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ModalDialog, ModalDialogFooter } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useCreateWebhookMutation } from '../api/webhooks';
import { WebhookSecret } from './webhook-secret';

/** The form (address, events, description), then the signing secret, shown this once. */
export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useCreateWebhookMutation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const close = () => {
    mutation.reset();
    setUrl('');
    setDescription('');
    setEvents([]);
    setErrors({});
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      url: /^https?:\/\/\S+$/i.test(url.trim()) ? undefined : 'Saisissez une adresse commençant par https://',
      events: events.length > 0 ? undefined : 'Choisissez au moins un événement.',
    };
    setErrors(next);
    if (!next.url && !next.events)
      mutation.mutate({
        url: url.trim(),
        events,
        ...(description.trim() && { description: description.trim() }),
      });
  };
  const toggle = (type: TWebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));
  const apiError = mutation.isError ? parseApiError(mutation.error) : null;
  const secret = mutation.data?.secret;
  return (
    <ModalDialog open={open} onOpenChange={(next) => !next && close()} title="Nouveau webhook">
      {secret ? (
        <WebhookSecret secret={secret} onDone={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="Adresse de réception"
            hint="L’adresse de votre outil qui reçoit les événements, par exemple https://exemple.fr/webhooks."
            type="url"
            value={url}
            maxLength={WEBHOOK_LIMITS.urlLength}
            onChange={(event) => setUrl(event.target.value)}
            error={errors.url ?? (apiError?.field === 'url' ? apiError.message : undefined)}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Événements envoyés</legend>
            {WEBHOOK_EVENTS.map((type) => (
              <CheckboxField
                key={type}
                label={WEBHOOK_EVENT_LABELS[type]}
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
            ))}
            {errors.events && <p className="text-sm text-red-700">{errors.events}</p>}
          </fieldset>
          <TextField
            label="Description (facultative)"
            value={description}
            maxLength={WEBHOOK_LIMITS.descriptionLength}
            onChange={(event) => setDescription(event.target.value)}
          />
          {apiError && apiError.field !== 'url' && <Notice tone="error">{apiError.message}</Notice>}
          <ModalDialogFooter>
            <ActionButton variant="secondary" onClick={close}>
              Annuler
            </ActionButton>
            <ActionButton type="submit" loading={mutation.isPending}>
              Ajouter le webhook
            </ActionButton>
          </ModalDialogFooter>
        </form>
      )}
    </ModalDialog>
  );
}
