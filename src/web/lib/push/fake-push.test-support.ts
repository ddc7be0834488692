import { vi } from 'vitest';

/**
 * A browser with push, for jsdom: Notification (permission and its request), PushManager and a
 * service worker container whose registration keeps one subscription.
 */
export function installFakePush(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    /** An existing subscription; `key` is the server key it was made with (none: the browser does not say). */
    subscription?: { endpoint: string; key?: Uint8Array } | null;
    subscribeError?: Error;
  } = {},
) {
  const state = {
    permission: options.permission ?? 'default',
    subscription: null as null | FakeSubscription,
    registered: [] as Array<{ url: string; scope?: string }>,
    subscribeCalls: [] as PushSubscriptionOptionsInit[],
    unsubscribed: 0,
  };
  type FakeSubscription = {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer | null };
    toJSON(): unknown;
    unsubscribe(): Promise<boolean>;
  };
  const makeSubscription = (endpoint: string, key?: unknown): FakeSubscription => ({
    endpoint,
    options: { applicationServerKey: key instanceof Uint8Array ? new Uint8Array(key).buffer : null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPubKey', auth: 'authSecret' } }),
    unsubscribe: async () => {
      state.unsubscribed += 1;
      state.subscription = null;
      return true;
    },
  });
  if (options.subscription !== undefined && options.subscription !== null) {
    state.subscription = makeSubscription(options.subscription.endpoint, options.subscription.key);
  }
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (init: PushSubscriptionOptionsInit) => {
      state.subscribeCalls.push(init);
      if (options.subscribeError) throw options.subscribeError;
      state.subscription = makeSubscription('https://push.example.com/abc', init.applicationServerKey);
      return state.subscription;
    }),
  };
  let registration: { active: object | null; pushManager: typeof pushManager } | undefined;
  const serviceWorker = {
    register: vi.fn(async (url: string, opts?: { scope?: string }) => {
      state.registered.push({ url, scope: opts?.scope });
      registration = { active: {}, pushManager };
      return registration;
    }),
    getRegistration: vi.fn(async () => registration),
    get ready() {
      return Promise.resolve(registration);
    },
  };
  const FakeNotification = {
    get permission() {
      return state.permission;
    },
    requestPermission: vi.fn(async () => {
      state.permission = options.answer ?? 'granted';
      return state.permission;
    }),
  };
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return {
    state,
    pushManager,
    serviceWorker,
    /** The site was already registered (a previous visit). */
    preRegister() {
      registration = { active: {}, pushManager };
    },
    uninstall() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
