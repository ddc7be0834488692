import { vi } from 'vitest';
import type { TPublicConfig } from '../../shared/schemas/config';
import { defaultPreferences } from '../../shared/schemas/notifications';

/** The public configuration of a fresh instance (no testimonial, no banner); tests spread their changes. */
export const PUBLIC_CONFIG: TPublicConfig = {
  registrationOpen: true,
  registrationCountries: ['FR'],
  supportEmail: 'contact@creneau.fr',
  seller: {
    name: 'Créneau SAS',
    legalForm: 'Société par actions simplifiée',
    capital: null,
    address: 'Paris, France',
    siren: null,
    vatNumber: null,
    vatExempt: false,
    publicationDirector: null,
  },
  host: { name: null, address: null, phone: null },
  subprocessors: [{ name: 'Hébergeur', role: 'Hébergement', country: 'France' }],
  testimonials: [],
  maintenanceMessage: null,
};

export type TStubReply = { status?: number; body?: unknown } | 'network-error' | 'hang';
export type THandler = TStubReply | ((call: TRecordedCall) => TStubReply);
export type TRecordedCall = {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
};

/**
 * Replaces `fetch` (the server lives outside jsdom) with canned answers keyed by "METHOD /path"
 * (query string excluded). GET /api/health sets the XSRF cookie as the real server does;
 * GET /api/dpa/status answers "signed" by default, GET /api/user-chats/history "no conversation",
 * GET /api/config/public the initial configuration, GET /api/notifications/global no banner,
 * GET /api/user-notifications/unread-count 0, GET /api/user-notifications/preferences the defaults,
 * GET /api/provider/search-listing « not listed », GET /api/provider/brand-color Créneau’s colour, GET /api/admin/job-failures no failure,
 * GET /api/calendar-sync no connected calendar, GET /api/calendar-sync/busy no busy time,
 * GET /api/waitlist nobody waiting, GET /api/payments/connect no online payments and GET /api/sms
 * no SMS, GET /api/webhooks no webhook.
 * An unexpected request fails the test with a 599 and is listed in `unexpected`.
 */
export function stubFetch(handlers: Record<string, THandler>) {
  const calls: TRecordedCall[] = [];
  const unexpected: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: TRecordedCall = {
      method,
      path: url.pathname,
      url: `${url.pathname}${url.search}`,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    let handler = handlers[key];
    if (handler === undefined && key === 'GET /api/health') {
      setTestCookie('XSRF-TOKEN', 'xsrf-from-server');
      handler = { body: { status: 'ok' } };
    }
    // A provider with a signed DPA unless a test says otherwise: the dashboard's gate lets them in.
    if (handler === undefined && key === 'GET /api/dpa/status') {
      handler = { body: { success: true, hasValidDPA: true } };
    }
    // Every signed-in page has the global banner: none unless a test says otherwise.
    if (handler === undefined && key === 'GET /api/notifications/global') {
      handler = { body: { success: true, data: { notifications: [] } } };
    }
    // Every signed-in provider's page has the support widget: no conversation unless a test says otherwise.
    if (handler === undefined && key === 'GET /api/user-chats/history') {
      handler = { body: { success: true, chats: [] } };
    }
    // The booking page's screen asks whether it is in the sitemap: not unless a test says otherwise.
    if (handler === undefined && key === 'GET /api/provider/search-listing') {
      handler = { body: { success: true, listed: false } };
    }
    // …and for its brand colour: Créneau's own (null) unless a test says otherwise.
    if (handler === undefined && key === 'GET /api/provider/brand-color') {
      handler = { body: { success: true, brandColor: null } };
    }
    // Every frame asks for the public configuration (maintenance banner): the initial values by default.
    if (handler === undefined && key === 'GET /api/config/public') {
      handler = { body: { success: true, config: PUBLIC_CONFIG } };
    }
    // Every signed-in frame has the notification bell (and the settings their preferences): nothing unread.
    if (handler === undefined && key === 'GET /api/user-notifications/unread-count') {
      handler = { body: { success: true, count: 0 } };
    }
    if (handler === undefined && key === 'GET /api/user-notifications/preferences') {
      handler = { body: { success: true, preferences: defaultPreferences() } };
    }
    // The administration's home says how many sends failed: none unless a test says otherwise.
    if (handler === undefined && key === 'GET /api/admin/job-failures') {
      handler = { body: { success: true, failures: [], total: 0, openCount: 0, page: 1, pageSize: 1 } };
    }
    // The Sécurité page lists the security keys: none. (The login form no longer asks whether an
    // address has one: the server answers yes for all, ADR 0041.)
    if (handler === undefined && key === 'GET /api/webauthn/credentials') {
      handler = { body: { success: true, keys: [] } };
    }
    // Paramètres and the agenda show the CalDAV sync (issue 31): no account connected, nothing busy.
    if (handler === undefined && key === 'GET /api/calendar-sync') {
      handler = { body: { success: true, connections: [], changes: [] } };
    }
    if (handler === undefined && key === 'GET /api/calendar-sync/busy') {
      handler = { body: { success: true, busy: [] } };
    }
    // The dashboard's menu counts the waitlist on every screen (issue 33): nobody waiting.
    if (handler === undefined && key === 'GET /api/waitlist') {
      handler = { body: { success: true, entries: [] } };
    }
    // The service editor asks whether online payments can be offered (issue 34): not on this instance.
    if (handler === undefined && key === 'GET /api/payments/connect') {
      handler = { body: { success: true, available: false, account: null } };
    }
    // Paramètres ask whether SMS reminders can be offered (issue 35): not on this instance.
    if (handler === undefined && key === 'GET /api/sms') {
      handler = { body: { success: true, available: false, provider: null } };
    }
    // « Intégrations » lists the webhooks beside the API keys (issue 36): none.
    if (handler === undefined && key === 'GET /api/webhooks') {
      handler = { body: { success: true, webhooks: [] } };
    }
    if (handler === undefined) {
      unexpected.push(key);
      return new Response(JSON.stringify({ message: `Requête inattendue ${key}` }), { status: 599 });
    }
    const reply = typeof handler === 'function' ? handler(call) : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    // A 204 (DELETE /api/calendar-sync/{id}) has no body at all: Response refuses even an empty one.
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    unexpected,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** What a Set-Cookie header would do (jsdom has no Cookie Store API, and the app only reads cookies). */
export function setTestCookie(name: string, value: string, attributes = 'path=/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests play the server's part; jsdom offers no other way.
  document.cookie = `${name}=${value}; ${attributes}`;
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) setTestCookie(name, '', 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  }
}
