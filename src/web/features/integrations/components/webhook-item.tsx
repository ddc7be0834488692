import { useState } from 'react';
import { type TWebhook, WEBHOOK_EVENT_LABELS } from '../../../../shared/schemas/webhooks';
import { ActionButton } from '../../../components/ui/action-button';
import { parseApiError } from '../../../lib/parse-api-error';
import { useSendTestMutation, useUpdateWebhookMutation } from '../api/webhooks';
import { WebhookDeliveries } from './webhook-deliveries';

type TItemProps = { webhook: TWebhook; onRoll: () => void; onDelete: () => void };

/** One endpoint: its address, events and state, its actions, and its delivery log on demand. */
export function WebhookItem({ webhook, onRoll, onDelete }: TItemProps) {
  const [showLog, setShowLog] = useState(false);
  const test = useSendTestMutation();
  const update = useUpdateWebhookMutation();
  const error = test.error ?? update.error;
  return (
    <li className="py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="break-all font-mono text-sm text-slate-900">{webhook.url}</p>
          {webhook.description && <p className="text-sm text-slate-600">{webhook.description}</p>}
          <ul className="flex flex-wrap gap-1.5" aria-label="Événements">
            {webhook.events.map((type) => (
              <li key={type} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {WEBHOOK_EVENT_LABELS[type]}
              </li>
            ))}
          </ul>
          {webhook.active ? (
            <p className="text-xs font-medium text-emerald-800">Actif</p>
          ) : (
            <p className="text-xs font-medium text-red-800">
              Désactivé{webhook.disabledReason ? ` : ${webhook.disabledReason}` : ''}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {webhook.active ? (
            <ActionButton
              variant="secondary"
              size="sm"
              loading={test.isPending}
              onClick={() => test.mutate(webhook.id)}
            >
              Envoyer un test
            </ActionButton>
          ) : (
            <ActionButton
              variant="secondary"
              size="sm"
              loading={update.isPending}
              onClick={() => update.mutate({ id: webhook.id, active: true })}
            >
              Réactiver
            </ActionButton>
          )}
          <ActionButton variant="secondary" size="sm" onClick={onRoll}>
            Changer le secret
          </ActionButton>
          <ActionButton
            variant="secondary"
            size="sm"
            onClick={() => setShowLog((v) => !v)}
            aria-expanded={showLog}
          >
            {showLog ? 'Masquer le journal' : 'Journal des envois'}
          </ActionButton>
          <ActionButton
            variant="secondary"
            size="sm"
            onClick={onDelete}
            aria-label={`Supprimer le webhook ${webhook.url}`}
          >
            Supprimer
          </ActionButton>
        </div>
      </div>
      {test.isSuccess && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          Test envoyé : son résultat apparaît dans le journal.
        </p>
      )}
      {error && <p className="mt-2 text-sm text-red-700">{parseApiError(error).message}</p>}
      {(showLog || test.isSuccess) && <WebhookDeliveries webhookId={webhook.id} />}
    </li>
  );
}
