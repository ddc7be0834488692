import webpush from 'web-push';
import type { TPushPayload } from '../../../shared/schemas/push';
import type { AppDeps } from '../../deps';
import { OutboundError } from '../../outbound/outbound-error';
import { outboundRequest } from '../../outbound/request';
import { checkEndpointUrl, PushEndpointRefused } from './endpoint-guard';
import { vapidDetails } from './vapid';

export const PUSH_TIMEOUT_MS = 10_000;
/** A day: a push about a booking is stale after that; the push service drops it then. */
const PUSH_TTL_SECONDS = 24 * 3600;

export type TPushTarget = { endpoint: string; p256dh: string; auth: string };

/** gone: the push service forgot this browser (404/410, or an address now refused) — delete it. */
export type TSendResult = { outcome: 'sent' } | { outcome: 'gone'; status?: number };

export class PushSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Sends one push message: web-push builds the encrypted, VAPID-signed request, the outbound
 * gateway sends it to the browser's endpoint (a user URL: public addresses only, checked at
 * connect time). Throws PushSendError for what is worth retrying (5xx, 429, network, timeout);
 * returns 'gone' when the subscription must be deleted.
 */
export async function sendPush(
  deps: Pick<AppDeps, 'config' | 'database'>,
  target: TPushTarget,
  payload: TPushPayload,
): Promise<TSendResult> {
  try {
    checkEndpointUrl(target.endpoint, deps.config.PUSH_ALLOW_INSECURE);
  } catch (err) {
    if (err instanceof PushEndpointRefused) return { outcome: 'gone' };
    throw err;
  }
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: await vapidDetails(deps), TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  let status: number;
  try {
    const response = await outboundRequest(deps.config, {
      destination: 'user-url',
      url: details.endpoint,
      method: details.method,
      headers: Object.fromEntries(
        Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: details.body,
      timeoutMs: PUSH_TIMEOUT_MS,
    });
    status = response.status;
  } catch (err) {
    if (err instanceof OutboundError && err.kind === 'refused') return { outcome: 'gone' };
    throw new PushSendError(`envoi impossible : ${(err as Error).message}`);
  }
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  throw new PushSendError(`le service de notification a répondu ${status}`, status);
}
