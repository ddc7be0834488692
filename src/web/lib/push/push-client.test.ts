import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { STORAGE } from '../storage-keys';
import { runPushDiagnostic } from './diagnostic';
import { installFakePush } from './fake-push.test-support';
import { PUSH_MESSAGES } from './messages';
import {
  getPushState,
  PUSH_RESET_WAIT_MS,
  sendTestPush,
  subscribePush,
  unsubscribePush,
} from './push-client';
import { SERVICE_WORKER_VERSION } from './version';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let fake: ReturnType<typeof installFakePush> | undefined;
afterEach(() => fake?.uninstall());

const keyReply = { body: { success: true, publicKey: VAPID } };

describe('push client', () => {
  it('says push is unsupported in a browser without it', async () => {
    expect(await getPushState()).toEqual({ supported: false, permission: 'denied', subscribed: false });
    await expect(subscribePush()).rejects.toThrow(PUSH_MESSAGES.unsupported);
  });

  it('asks permission, registers /sw.js?v=… at /, subscribes with the server key and saves it', async () => {
    fake = installFakePush();
    const { calls } = stubFetch({
      'GET /api/notifications/vapid-public-key': keyReply,
      'POST /api/notifications/subscriptions': { status: 201, body: { success: true } },
    });
    await subscribePush();
    expect(fake.state.registered).toEqual([{ url: `/sw.js?v=${SERVICE_WORKER_VERSION}`, scope: '/' }]);
    const init = fake.state.subscribeCalls[0];
    expect(init?.userVisibleOnly).toBe(true);
    expect((init?.applicationServerKey as Uint8Array | undefined)?.length).toBe(65);
    const saved = calls.find((c) => c.method === 'POST');
    expect(saved?.body).toEqual({
      subscription: {
        endpoint: 'https://push.example.com/abc',
        expirationTime: null,
        keys: { p256dh: 'BPubKey', auth: 'authSecret' },
      },
      userAgent: navigator.userAgent,
    });
    expect(await getPushState()).toEqual({ supported: true, permission: 'granted', subscribed: true });
  });

  it('stops at a refusal or a blocked site, with the French message', async () => {
    fake = installFakePush({ answer: 'denied' });
    await expect(subscribePush()).rejects.toThrow(PUSH_MESSAGES.refused);
    fake.uninstall();
    fake = installFakePush({ permission: 'denied' });
    await expect(subscribePush()).rejects.toThrow(PUSH_MESSAGES.blocked);
    expect(fake.state.registered).toEqual([]);
  });

  it('drops a subscription without endpoint and makes a new one after the reset wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fake = installFakePush({ permission: 'granted', subscription: { endpoint: '' } });
    fake.preRegister();
    stubFetch({
      'GET /api/notifications/vapid-public-key': keyReply,
      'POST /api/notifications/subscriptions': { status: 201, body: { success: true } },
    });
    const done = subscribePush();
    await vi.advanceTimersByTimeAsync(PUSH_RESET_WAIT_MS);
    await done;
    expect(fake.state.unsubscribed).toBe(1);
    expect(fake.state.subscribeCalls).toHaveLength(1);
  });

  it('replaces a subscription made with another server key (the keys were changed)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fake = installFakePush({
      permission: 'granted',
      subscription: { endpoint: 'https://push.example.com/old', key: new Uint8Array(65).fill(7) },
    });
    fake.preRegister();
    const { calls } = stubFetch({
      'GET /api/notifications/vapid-public-key': keyReply,
      'POST /api/notifications/subscriptions': { status: 201, body: { success: true } },
    });
    const done = subscribePush();
    await vi.advanceTimersByTimeAsync(PUSH_RESET_WAIT_MS);
    await done;
    expect(fake.state.unsubscribed).toBe(1);
    const saved = calls.find((c) => c.method === 'POST')?.body as { subscription: { endpoint: string } };
    expect(saved.subscription.endpoint).toBe('https://push.example.com/abc');
  });

  it('keeps a subscription made with the current key, and saves it again', async () => {
    fake = installFakePush({ permission: 'granted' });
    stubFetch({
      'GET /api/notifications/vapid-public-key': keyReply,
      'POST /api/notifications/subscriptions': { status: 201, body: { success: true } },
    });
    await subscribePush();
    const { calls } = stubFetch({
      'GET /api/notifications/vapid-public-key': keyReply,
      'POST /api/notifications/subscriptions': { status: 201, body: { success: true } },
    });
    await subscribePush();
    expect(fake.state.subscribeCalls).toHaveLength(1);
    expect(fake.state.unsubscribed).toBe(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it.each([
    [{ status: 500, body: { message: 'panne' } }, PUSH_MESSAGES.keyFailed(500)],
    [{ body: { success: true } }, PUSH_MESSAGES.keyMissing],
  ])('explains a key it could not get', async (reply, message) => {
    fake = installFakePush({ permission: 'granted' });
    stubFetch({ 'GET /api/notifications/vapid-public-key': reply });
    await expect(subscribePush()).rejects.toThrow(message);
  });

  it('explains a subscription the server refused, with its status and message', async () => {
    fake = installFakePush({ permission: 'granted' });
    stubFetch({
      'GET /api/notifications/vapid-public-key': keyReply,
      'POST /api/notifications/subscriptions': { status: 400, body: { message: 'Adresse refusée' } },
    });
    await expect(subscribePush()).rejects.toThrow(PUSH_MESSAGES.saveFailed(400, 'Adresse refusée'));
  });

  it('explains a browser that cannot subscribe (no push service)', async () => {
    fake = installFakePush({ permission: 'granted', subscribeError: new Error('Registration failed') });
    stubFetch({ 'GET /api/notifications/vapid-public-key': keyReply });
    await expect(subscribePush()).rejects.toThrow(PUSH_MESSAGES.subscribeFailed('Registration failed'));
  });

  it('unsubscribes on the server, then in the browser', async () => {
    fake = installFakePush({
      permission: 'granted',
      subscription: { endpoint: 'https://push.example.com/x' },
    });
    fake.preRegister();
    const { calls } = stubFetch({ 'DELETE /api/notifications/subscriptions': { body: { success: true } } });
    await unsubscribePush();
    expect(calls[calls.length - 1]?.url).toBe(
      `/api/notifications/subscriptions?endpoint=${encodeURIComponent('https://push.example.com/x')}`,
    );
    expect(fake.state.unsubscribed).toBe(1);
  });

  it('needs a stored token for the test notification', async () => {
    await expect(sendTestPush()).rejects.toThrow(PUSH_MESSAGES.noToken);
    localStorage.setItem(STORAGE.token, 'jeton');
    const { calls } = stubFetch({
      'POST /api/notifications/test': { body: { success: true, sent: 1, failed: 0 } },
    });
    expect(await sendTestPush()).toEqual({ success: true, sent: 1, failed: 0 });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Test de notification' });
  });
});

describe('push diagnostic', () => {
  it('lists every cause in French', async () => {
    fake = installFakePush({ permission: 'default' });
    stubFetch({ 'GET /api/notifications/vapid-public-key': { status: 503, body: {} } });
    const result = await runPushDiagnostic();
    expect(result).toMatchObject({
      browserSupport: true,
      serviceWorkerRegistered: false,
      permissionGranted: false,
      subscriptionExists: false,
      vapidKeyReceived: false,
      testSuccess: null,
    });
    expect(result.errors).toEqual([
      'Notifications non autorisées pour ce site.',
      'La réception des notifications n’est pas prête dans ce navigateur : rechargez la page.',
      'Aucun abonnement aux notifications dans ce navigateur.',
      `Clé de notification impossible à récupérer. ${PUSH_MESSAGES.keyFailed(503)}`,
    ]);
  });

  it('is all green on a working set-up, test included', async () => {
    fake = installFakePush({
      permission: 'granted',
      subscription: { endpoint: 'https://push.example.com/x' },
    });
    fake.preRegister();
    localStorage.setItem(STORAGE.token, 'jeton');
    stubFetch({
      'GET /api/notifications/vapid-public-key': keyReply,
      'POST /api/notifications/test': { body: { success: true, sent: 1, failed: 0 } },
    });
    expect(await runPushDiagnostic(true)).toEqual({
      browserSupport: true,
      serviceWorkerRegistered: true,
      permissionGranted: true,
      subscriptionExists: true,
      vapidKeyReceived: true,
      testSuccess: true,
      errors: [],
    });
  });
});
