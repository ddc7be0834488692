import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TCreateWebhook,
  type TUpdateWebhook,
  type TWebhook,
  type TWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryResponse,
  ZWebhookList,
  ZWebhookResponse,
  ZWebhookRetried,
  ZWebhookSecretResponse,
} from '../../../../shared/schemas/webhooks';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

const WEBHOOKS_KEY = ['provider', 'webhooks'] as const;
const deliveriesKey = (id: string) => [...WEBHOOKS_KEY, id, 'deliveries'] as const;
const path = (id: string, rest = '') => `/api/webhooks/${encodeURIComponent(id)}${rest}`;

/** GET /api/webhooks: the provider's endpoints (never their secrets). */
export async function fetchWebhooks(signal?: AbortSignal): Promise<TWebhook[]> {
  return parseResponse(ZWebhookList, await apiRequest<unknown>('/api/webhooks', { signal })).webhooks;
}

export function useWebhooksQuery() {
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: ({ signal }) => fetchWebhooks(signal) });
}

/** GET /api/webhooks/{id}/deliveries: the last 30 days, newest first. */
/** How often the log is read again while a delivery is about to be made (a test, a retry). */
const LOG_REFRESH_MS = 3000;

/** A pending delivery whose attempt is due within the minute: its outcome is worth waiting for. */
function attemptSoon(deliveries: readonly TWebhookDelivery[] | undefined, now: number): boolean {
  return (deliveries ?? []).some(
    (d) => d.status === 'pending' && (!d.nextAttemptAt || Date.parse(d.nextAttemptAt) - now < 60_000),
  );
}

export function useWebhookDeliveriesQuery(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: async ({ signal }): Promise<TWebhookDelivery[]> =>
      parseResponse(ZWebhookDeliveryList, await apiRequest<unknown>(path(id, '/deliveries'), { signal }))
        .deliveries,
    refetchInterval: (query) => (attemptSoon(query.state.data, Date.now()) ? LOG_REFRESH_MS : false),
  });
}

function useWebhookMutation<I, O>(call: (input: I) => Promise<O>, deliveriesOf?: (input: I) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({
        queryKey: deliveriesOf ? deliveriesKey(deliveriesOf(input)) : WEBHOOKS_KEY,
      }),
  });
}

/** POST /api/webhooks: the answer holds the secret, shown this once. */
export function useCreateWebhookMutation() {
  return useWebhookMutation(async (input: TCreateWebhook) =>
    parseResponse(
      ZWebhookSecretResponse,
      await apiRequest<unknown>('/api/webhooks', { method: 'POST', body: input }),
    ),
  );
}

export function useUpdateWebhookMutation() {
  return useWebhookMutation(async ({ id, ...body }: TUpdateWebhook & { id: string }) =>
    parseResponse(ZWebhookResponse, await apiRequest<unknown>(path(id), { method: 'PATCH', body })),
  );
}

export function useDeleteWebhookMutation() {
  return useWebhookMutation(async (id: string) => {
    await apiRequest<unknown>(path(id), { method: 'DELETE' });
  });
}

/** POST /api/webhooks/{id}/roll-secret: a new secret shown once; the old one signs 24 h more. */
export function useRollSecretMutation() {
  return useWebhookMutation(async (id: string) =>
    parseResponse(
      ZWebhookSecretResponse,
      await apiRequest<unknown>(path(id, '/roll-secret'), { method: 'POST' }),
    ),
  );
}

/** « Envoyer un test »: a ping, then the log shows it. */
export function useSendTestMutation() {
  return useWebhookMutation(
    async (id: string) =>
      parseResponse(
        ZWebhookDeliveryResponse,
        await apiRequest<unknown>(path(id, '/test'), { method: 'POST' }),
      ),
    (id) => id,
  );
}

export function useRetryDeliveryMutation() {
  return useWebhookMutation(
    async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      parseResponse(
        ZWebhookDeliveryResponse,
        await apiRequest<unknown>(path(id, `/deliveries/${encodeURIComponent(deliveryId)}/retry`), {
          method: 'POST',
        }),
      ),
    ({ id }) => id,
  );
}

export function useRetryFailedMutation() {
  return useWebhookMutation(
    async (id: string) =>
      parseResponse(
        ZWebhookRetried,
        await apiRequest<unknown>(path(id, '/deliveries/retry-failed'), { method: 'POST' }),
      ),
    (id) => id,
  );
}
