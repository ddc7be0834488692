import {
  PUSH_TEST_TITLE,
  type TPushTestResponse,
  ZPushTestResponse,
  ZVapidKeyResponse,
} from '../../../shared/schemas/push';
import { apiRequest } from '../api-client';
import { ApiError } from '../parse-api-error';
import { readStoredToken } from '../storage-keys';
import { PUSH_MESSAGES } from './messages';
import { SERVICE_WORKER_URL } from './version';

/** SPEC §3 « Push state ». */
export type TPushState = { supported: boolean; permission: NotificationPermission; subscribed: boolean };

/** SPEC §9: after dropping a broken subscription, the browser needs a moment before a new one. */
export const PUSH_RESET_WAIT_MS = 1000;

/** A push set-up failure, with the French message to show (SPEC §8). */
export class PushError extends Error {}

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function currentPermission(): NotificationPermission {
  return isPushSupported() ? Notification.permission : 'denied';
}

/** Registers /sw.js?v=… with scope '/' (SPEC §7), or returns the registration already there. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  if (!isPushSupported()) throw new PushError(PUSH_MESSAGES.unsupported);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

export async function getPushState(): Promise<TPushState> {
  if (!isPushSupported()) return { supported: false, permission: 'denied', subscribed: false };
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return {
    supported: true,
    permission: Notification.permission,
    subscribed: Boolean(subscription?.endpoint),
  };
}

export async function fetchVapidKey(): Promise<string> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('/api/notifications/vapid-public-key');
  } catch (err) {
    throw new PushError(PUSH_MESSAGES.keyFailed(err instanceof ApiError ? err.status : 0));
  }
  const parsed = ZVapidKeyResponse.safeParse(body);
  if (!parsed.success || !parsed.data.publicKey) throw new PushError(PUSH_MESSAGES.keyMissing);
  return parsed.data.publicKey;
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission when undecided (SPEC §4); a refusal is final for this site. */
export async function ensurePermission(): Promise<void> {
  if (!isPushSupported()) throw new PushError(PUSH_MESSAGES.unsupported);
  if (Notification.permission === 'denied') throw new PushError(PUSH_MESSAGES.blocked);
  if (Notification.permission === 'granted') return;
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') throw new PushError(PUSH_MESSAGES.refused);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the subscription was made with this server key (a browser that does not say is trusted). */
function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * The browser's subscription, created when there is none; one without endpoint (a broken state
 * some browsers leave behind) or made with another server key (the keys were changed) is dropped
 * and made again.
 */
async function browserSubscription(registration: ServiceWorkerRegistration, publicKey: string) {
  const existing = await registration.pushManager.getSubscription();
  if (existing?.endpoint && madeWithKey(existing, base64UrlToBytes(publicKey))) return existing;
  if (existing) {
    await existing.unsubscribe().catch(() => false);
    await wait(PUSH_RESET_WAIT_MS);
  }
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
  } catch (err) {
    throw new PushError(PUSH_MESSAGES.subscribeFailed(err instanceof Error ? err.message : ''));
  }
}

function requireToken() {
  if (!readStoredToken()) throw new PushError(PUSH_MESSAGES.noToken);
}

/** Permission, service worker, subscription, then the server keeps it (SPEC §4 « Granted »). */
export async function subscribePush(): Promise<void> {
  await ensurePermission();
  const registration = await registerServiceWorker();
  await navigator.serviceWorker.ready;
  const publicKey = await fetchVapidKey();
  const subscription = await browserSubscription(registration, publicKey);
  try {
    await apiRequest('/api/notifications/subscriptions', {
      method: 'POST',
      body: { subscription: subscription.toJSON(), userAgent: navigator.userAgent },
    });
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    throw new PushError(
      PUSH_MESSAGES.saveFailed(status, err instanceof ApiError ? err.serverMessage : undefined),
    );
  }
}

/** Forgets this browser on the server (a 404 means it already did), then in the browser. */
export async function unsubscribePush(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  if (subscription.endpoint) {
    try {
      await apiRequest(
        `/api/notifications/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`,
        {
          method: 'DELETE',
        },
      );
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404) {
        const status = err instanceof ApiError ? err.status : 0;
        throw new PushError(
          PUSH_MESSAGES.deleteFailed(status, err instanceof ApiError ? err.serverMessage : undefined),
        );
      }
    }
  }
  await subscription.unsubscribe();
}

/** « Test de notification » to every device of the account (SPEC §7). */
export async function sendTestPush(
  body = 'Les notifications de Créneau fonctionnent.',
): Promise<TPushTestResponse> {
  requireToken();
  const response = await apiRequest<unknown>('/api/notifications/test', {
    method: 'POST',
    body: { title: PUSH_TEST_TITLE, body },
  });
  return ZPushTestResponse.parse(response);
}
