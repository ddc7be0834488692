import https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { TPushPayload } from '../../../shared/schemas/push';
import type { AppDeps } from '../../deps';
import { checkEndpoint, guardedLookup, PushEndpointRefused } from './endpoint-guard';
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

/** Connections only reach public addresses (the lookup refuses the others at connect time). */
const guardedAgent = new https.Agent({ lookup: guardedLookup as never, keepAlive: false });

/**
 * Sends one push message. Throws PushSendError for what is worth retrying (5xx, 429, network,
 * timeout); returns 'gone' when the subscription must be deleted.
 */
export async function sendPush(
  deps: Pick<AppDeps, 'config' | 'database'>,
  target: TPushTarget,
  payload: TPushPayload,
): Promise<TSendResult> {
  const allowInsecure = deps.config.PUSH_ALLOW_INSECURE;
  try {
    await checkEndpoint(target.endpoint, allowInsecure);
  } catch (err) {
    if (err instanceof PushEndpointRefused) return { outcome: 'gone' };
    throw err;
  }
  const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
  const options = {
    vapidDetails: await vapidDetails(deps),
    TTL: PUSH_TTL_SECONDS,
    timeout: PUSH_TIMEOUT_MS,
    contentEncoding: 'aes128gcm' as const,
  };
  const body = JSON.stringify(payload);
  if (allowInsecure && target.endpoint.startsWith('http:')) {
    return sendWithFetch(webpush.generateRequestDetails(subscription, body, options));
  }
  try {
    await webpush.sendNotification(subscription, body, { ...options, agent: guardedAgent });
    return { outcome: 'sent' };
  } catch (err) {
    if (err instanceof WebPushError) return outcomeOfStatus(err.statusCode);
    if ((err as { code?: string }).code === 'EPUSHREFUSED') return { outcome: 'gone' };
    throw new PushSendError(`envoi impossible : ${(err as Error).message}`);
  }
}

function outcomeOfStatus(status: number): TSendResult {
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  throw new PushSendError(`le service de notification a répondu ${status}`, status);
}

/**
 * web-push's sendNotification always speaks https: a local http push service (tests,
 * PUSH_ALLOW_INSECURE) gets the very request generateRequestDetails() built, through fetch.
 */
async function sendWithFetch(details: webpush.RequestDetails): Promise<TSendResult> {
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      // fetch computes the length itself and refuses to be told.
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body as Buffer) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
  } catch (err) {
    throw new PushSendError(`envoi impossible : ${(err as Error).message}`);
  }
  return outcomeOfStatus(response.status);
}
