import { DEFAULT_TIMEZONE, formatDateTime } from '../../../../shared/french-format';
import {
  type TWebhookDelivery,
  type TWebhookEventType,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
} from '../../../../shared/schemas/webhooks';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { QueryState } from '../../../components/ui/query-state';
import { parseApiError } from '../../../lib/parse-api-error';
import { useRetryDeliveryMutation, useRetryFailedMutation, useWebhookDeliveriesQuery } from '../api/webhooks';

const STATUS_TONES = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
} as const;

const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as TWebhookEventType] ?? type;
/** Paris time, as the log says (the sends are the server's, not the visitor's clock). */
const paris = (iso: string) => formatDateTime(iso, DEFAULT_TIMEZONE, 'medium');

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: TWebhookDelivery }) {
  const retry = useRetryDeliveryMutation();
  const last =
    delivery.lastStatusCode !== null
      ? `Code ${delivery.lastStatusCode} en ${delivery.lastResponseMs ?? 0} ms`
      : delivery.lastError
        ? `${delivery.lastError} (${delivery.lastResponseMs ?? 0} ms)`
        : 'Pas encore envoyé';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium text-slate-900">
          {eventLabel(delivery.eventType)}{' '}
          <span className={`ml-1 rounded-full px-2 py-0.5 text-xs ${STATUS_TONES[delivery.status]}`}>
            {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}
          </span>
        </p>
        <p className="text-slate-600">
          {paris(delivery.createdAt)} · {delivery.attempts} essai{delivery.attempts > 1 ? 's' : ''} · {last}
        </p>
        {delivery.nextAttemptAt && (
          <p className="text-slate-600">Prochain essai : {paris(delivery.nextAttemptAt)} (heure de Paris)</p>
        )}
        {retry.isError && <p className="text-red-700">{parseApiError(retry.error).message}</p>}
      </div>
      {delivery.status !== 'succeeded' && (
        <ActionButton
          variant="secondary"
          size="sm"
          loading={retry.isPending}
          onClick={() => retry.mutate({ id: webhookId, deliveryId: delivery.id })}
        >
          Réessayer
        </ActionButton>
      )}
    </li>
  );
}

/** The endpoint's delivery log (30 days): event, status, attempts, last answer, next attempt. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const deliveries = useWebhookDeliveriesQuery(webhookId);
  const retryFailed = useRetryFailedMutation();
  return (
    <div className="mt-3 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="text-sm font-semibold text-slate-900">Journal des envois (30 jours)</h3>
        <ActionButton
          variant="secondary"
          size="sm"
          loading={retryFailed.isPending}
          onClick={() => retryFailed.mutate(webhookId)}
        >
          Renvoyer les échecs
        </ActionButton>
      </div>
      {retryFailed.isSuccess && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {retryFailed.data.retried === 0
            ? 'Aucun envoi en échec.'
            : `${retryFailed.data.retried} envoi${retryFailed.data.retried > 1 ? 's' : ''} relancé${retryFailed.data.retried > 1 ? 's' : ''}.`}
        </p>
      )}
      {retryFailed.isError && <Notice tone="error">{parseApiError(retryFailed.error).message}</Notice>}
      <QueryState
        query={deliveries}
        loadingLabel="Chargement du journal…"
        errorLabel="Impossible de charger le journal des envois."
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Aucun envoi ces 30 derniers jours.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {rows.map((delivery) => (
                <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
