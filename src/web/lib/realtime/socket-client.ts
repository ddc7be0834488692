import type { Socket } from 'socket.io-client';
import {
  BOOKING_EVENT_TYPES,
  SOCKET_PATH,
  type TAdminChatEvent,
  type TBookingEventPayload,
  type TBookingEventType,
  type TChatMessageEvent,
  type TClientToServerEvents,
  type TConnectionChangeEvent,
  type TServerToClientEvents,
} from '../../../shared/realtime-events';
import type { TGlobalNotification, TGlobalNotificationUpdate } from '../../../shared/schemas/banners';
import { API_BASE_URL } from '../api-client';
import { readStoredToken } from '../storage-keys';
import { LightSocket } from './light-socket';

/** SPEC §7 and §9: websocket then polling, unlimited reconnection 1–5 s, app ping every 30 s. */
export const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  withCredentials: true,
};
export const PING_INTERVAL_MS = 30_000;
export const FORCED_RECONNECT_DELAY_MS = 200;
export const MISSING_CALENDAR_WARNING =
  'Abonnement au calendrier ignoré : identifiant de calendrier manquant';

export type TInboundEvents = TServerToClientEvents & {
  connect: () => void;
  disconnect: (reason: string) => void;
};

/** The part of a socket.io client socket this module uses; tests hand in a fake one. */
export type TRealtimeSocket = {
  readonly connected: boolean;
  on<E extends keyof TInboundEvents>(event: E, listener: TInboundEvents[E]): unknown;
  emit<E extends keyof TClientToServerEvents>(
    event: E,
    ...args: Parameters<TClientToServerEvents[E]>
  ): unknown;
  connect(): unknown;
  disconnect(): unknown;
};
export type TSocketFactory = () => TRealtimeSocket;

export type TRealtimeStatus = { connected: boolean; authenticated: boolean };
export type TBookingListener = (type: TBookingEventType, payload: TBookingEventPayload) => void;
type TAccountDeletedListener = TServerToClientEvents['user_account_deleted'];
/** The support chat's events (SPEC §7): the user's new messages; the admins' conversations and presence. */
export type TSupportEvent =
  | { type: 'chat_message'; payload: TChatMessageEvent }
  | { type: 'chatMessage'; payload: TAdminChatEvent }
  | { type: 'connectionChange'; payload: TConnectionChangeEvent };
export type TSupportListener = (event: TSupportEvent) => void;
/** The global banners' events (SPEC §4): a new or re-activated banner, or a change to one. */
export type TBannerEvent =
  | { type: 'global_notification'; payload: TGlobalNotification }
  | { type: 'global_notification_update'; payload: TGlobalNotificationUpdate };
export type TBannerListener = (event: TBannerEvent) => void;
const NOBODY: ReadonlySet<string> = new Set();
type TAuthErrorListener = TServerToClientEvents['auth_error'];
export type TNotificationListener = TServerToClientEvents['notification'];
export type TCreditsListener = TServerToClientEvents['user:creditsUpdated'];
export type TOrderListener = TServerToClientEvents['order:updated'];
export type TWaitlistListener = TServerToClientEvents['waitlist_changed'];

/**
 * The real socket (ADR 0070), to `origin`: the app's own WebSocket client, and socket.io-client
 * over long-polling, fetched only if the WebSocket never opens.
 */
export function createSocketTo(origin: string): TRealtimeSocket {
  return new LightSocket({
    origin,
    path: SOCKET_OPTIONS.path,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_OPTIONS.reconnectionDelayMax,
    openPolling: async () => {
      const { io } = await import('socket.io-client');
      // Long-polling first, upgraded to a WebSocket if one opens later (socket.io's default order).
      const socket: Socket<TServerToClientEvents, TClientToServerEvents> = io(origin, {
        ...SOCKET_OPTIONS,
        transports: ['polling', 'websocket'],
      });
      // The same methods; TypeScript cannot match socket.io's conditional listener types to this narrower shape.
      return socket as unknown as TRealtimeSocket;
    },
  });
}

/** The tab's socket: same origin unless VITE_API_URL names another API base. */
export function createBrowserSocket(): TRealtimeSocket {
  return createSocketTo(API_BASE_URL || window.location.origin);
}

/**
 * One connection per tab, shared by every hook: it re-authenticates with the stored token and
 * re-subscribes every followed calendar on each (re)connection, as SPEC §4 "Socket" requires.
 */
export class RealtimeClient {
  private socket: TRealtimeSocket | null = null;
  /** Calendar id → number of hooks following it; the room is left when it drops to 0. */
  private readonly calendars = new Map<string, number>();
  private readonly bookingListeners = new Set<TBookingListener>();
  private readonly accountDeletedListeners = new Set<TAccountDeletedListener>();
  private readonly authErrorListeners = new Set<TAuthErrorListener>();
  private readonly statusListeners = new Set<() => void>();
  private readonly supportListeners = new Set<TSupportListener>();
  private readonly presenceListeners = new Set<() => void>();
  private readonly bannerListeners = new Set<TBannerListener>();
  private readonly notificationListeners = new Set<TNotificationListener>();
  private readonly creditsListeners = new Set<TCreditsListener>();
  private readonly orderListeners = new Set<TOrderListener>();
  private readonly waitlistListeners = new Set<TWaitlistListener>();
  /** Users online as the admins' room last heard (replaced, never mutated: a stable snapshot). */
  private onlineUsers: ReadonlySet<string> = NOBODY;
  private status: TRealtimeStatus = { connected: false, authenticated: false };
  private pingTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly createSocket: TSocketFactory = createBrowserSocket) {}

  getStatus(): TRealtimeStatus {
    return this.status;
  }

  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  onBookingEvent(listener: TBookingListener): () => void {
    this.ensureSocket();
    this.bookingListeners.add(listener);
    return () => this.bookingListeners.delete(listener);
  }

  /** SPEC §4 "Account deleted": the server tells the account's open tabs (its own room) it is gone. */
  onAccountDeleted(listener: TAccountDeletedListener): () => void {
    this.ensureSocket();
    this.accountDeletedListeners.add(listener);
    return () => this.accountDeletedListeners.delete(listener);
  }

  /** The support chat's live events; the socket authenticates with the stored token. */
  onSupportEvent(listener: TSupportListener): () => void {
    return this.listenSignedIn(this.supportListeners, listener);
  }

  /** The global banners' live events; the socket authenticates with the stored token. */
  onBannerEvent(listener: TBannerListener): () => void {
    return this.listenSignedIn(this.bannerListeners, listener);
  }

  /** The user's new in-app notifications (their own room); the socket authenticates with the stored token. */
  onNotification(listener: TNotificationListener): () => void {
    return this.listenSignedIn(this.notificationListeners, listener);
  }

  /** The provider's balance after each change (ADR 0036); the socket authenticates with the stored token. */
  onCreditsUpdated(listener: TCreditsListener): () => void {
    return this.listenSignedIn(this.creditsListeners, listener);
  }

  /** A shop order changed (ADR 0038): its provider's room and the admins' room hear it. */
  onOrderUpdated(listener: TOrderListener): () => void {
    return this.listenSignedIn(this.orderListeners, listener);
  }

  /** A waitlist entry of the provider joined, left, was offered a slot or booked (issue 33). */
  onWaitlistChanged(listener: TWaitlistListener): () => void {
    return this.listenSignedIn(this.waitlistListeners, listener);
  }

  /** Events of the signed-in user's own rooms: the socket opens and authenticates with the stored token. */
  private listenSignedIn<T>(listeners: Set<T>, listener: T): () => void {
    this.ensureSocket();
    listeners.add(listener);
    this.authenticate();
    return () => listeners.delete(listener);
  }

  /** For administrators: who is online (`connectionChange`), empty while disconnected. */
  getOnlineUsers(): ReadonlySet<string> {
    return this.onlineUsers;
  }

  onPresenceChange(listener: () => void): () => void {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  /** The server signed this socket out (SPEC §4 auth_error): the auth layer checks whether the session ended. */
  onAuthError(listener: TAuthErrorListener): () => void {
    this.ensureSocket();
    this.authErrorListeners.add(listener);
    return () => this.authErrorListeners.delete(listener);
  }

  /** Joins the public room of a calendar (a provider id); returns the matching unsubscribe. */
  subscribeCalendar(calendarId: string | undefined): () => void {
    if (!calendarId) {
      console.warn(MISSING_CALENDAR_WARNING);
      return () => {};
    }
    const socket = this.ensureSocket();
    const count = this.calendars.get(calendarId) ?? 0;
    this.calendars.set(calendarId, count + 1);
    if (count === 0 && socket.connected) socket.emit('subscribe_calendar', { calendarId });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.releaseCalendar(calendarId);
    };
  }

  /** Sends the stored token, if any (after a login, or when a signed-in screen needs its room). */
  authenticate(): void {
    const socket = this.ensureSocket();
    const token = readStoredToken();
    if (token && socket.connected) socket.emit('authenticate', { token });
  }

  /** SPEC §4: disconnect, then connect again 200 ms later (re-authenticating on the way). */
  forceReconnect(): void {
    const socket = this.ensureSocket();
    socket.disconnect();
    setTimeout(() => socket.connect(), FORCED_RECONNECT_DELAY_MS);
  }

  /** After logout: an open socket reconnects without the old token, so it leaves the user's room. */
  dropIdentity(): void {
    if (this.socket) this.forceReconnect();
  }

  /** Stops the ping and closes the connection (tests swap clients; the app keeps one per tab). */
  dispose(): void {
    this.stopPing();
    this.socket?.disconnect();
    this.socket = null;
    this.calendars.clear();
    this.bookingListeners.clear();
    this.accountDeletedListeners.clear();
    this.supportListeners.clear();
    this.bannerListeners.clear();
    this.notificationListeners.clear();
    this.creditsListeners.clear();
    this.orderListeners.clear();
    this.waitlistListeners.clear();
    this.setOnlineUsers(NOBODY);
    this.authErrorListeners.clear();
    this.setStatus({ connected: false, authenticated: false });
  }

  private releaseCalendar(calendarId: string): void {
    const count = this.calendars.get(calendarId) ?? 0;
    if (count > 1) {
      this.calendars.set(calendarId, count - 1);
      return;
    }
    this.calendars.delete(calendarId);
    if (this.socket?.connected) this.socket.emit('unsubscribe_calendar', { calendarId });
  }

  private ensureSocket(): TRealtimeSocket {
    if (this.socket) return this.socket;
    const socket = this.createSocket();
    this.socket = socket;
    socket.on('connect', () => this.onConnect(socket));
    socket.on('disconnect', () => {
      this.stopPing();
      this.setStatus({ connected: false, authenticated: false });
      // The server sends the list again when an admin's socket signs in anew.
      this.setOnlineUsers(NOBODY);
    });
    socket.on('authenticated', () => this.setStatus({ ...this.status, authenticated: true }));
    socket.on('auth_error', (payload) => {
      this.setStatus({ ...this.status, authenticated: false });
      for (const listener of this.authErrorListeners) listener(payload);
    });
    socket.on('user_account_deleted', (payload) => {
      for (const listener of this.accountDeletedListeners) listener(payload);
    });
    socket.on('user:creditsUpdated', (payload) => {
      for (const listener of this.creditsListeners) listener(payload);
    });
    socket.on('order:updated', (payload) => {
      for (const listener of this.orderListeners) listener(payload);
    });
    socket.on('waitlist_changed', (payload) => {
      for (const listener of this.waitlistListeners) listener(payload);
    });
    socket.on('notification', (payload) => {
      for (const listener of this.notificationListeners) listener(payload);
    });
    socket.on('chat_message', (payload) => this.emitSupport({ type: 'chat_message', payload }));
    socket.on('chatMessage', (payload) => this.emitSupport({ type: 'chatMessage', payload }));
    socket.on('connectionChange', (payload) => {
      const next = new Set(this.onlineUsers);
      if (payload.connected) next.add(payload.userId);
      else next.delete(payload.userId);
      this.setOnlineUsers(next);
      this.emitSupport({ type: 'connectionChange', payload });
    });
    socket.on('global_notification', (payload) => this.emitBanner({ type: 'global_notification', payload }));
    socket.on('global_notification_update', (payload) =>
      this.emitBanner({ type: 'global_notification_update', payload }),
    );
    for (const type of BOOKING_EVENT_TYPES) {
      socket.on(type, (payload) => {
        for (const listener of this.bookingListeners) listener(type, payload);
      });
    }
    return socket;
  }

  private onConnect(socket: TRealtimeSocket): void {
    this.setStatus({ connected: true, authenticated: false });
    const token = readStoredToken();
    if (token) socket.emit('authenticate', { token });
    for (const calendarId of this.calendars.keys()) socket.emit('subscribe_calendar', { calendarId });
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (socket.connected) socket.emit('ping');
    }, PING_INTERVAL_MS);
  }

  private emitSupport(event: TSupportEvent): void {
    for (const listener of this.supportListeners) listener(event);
  }

  private emitBanner(event: TBannerEvent): void {
    for (const listener of this.bannerListeners) listener(event);
  }

  private setOnlineUsers(next: ReadonlySet<string>): void {
    if (next === this.onlineUsers) return;
    this.onlineUsers = next;
    for (const listener of this.presenceListeners) listener();
  }

  private stopPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }

  private setStatus(status: TRealtimeStatus): void {
    if (status.connected === this.status.connected && status.authenticated === this.status.authenticated)
      return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

let factory: TSocketFactory = createBrowserSocket;
let shared: RealtimeClient | null = null;

/** The tab's client, created on first use (no connection is opened before a hook needs one). */
export function getRealtimeClient(): RealtimeClient {
  shared ??= new RealtimeClient(factory);
  return shared;
}

/** Tests: the next getRealtimeClient() builds a fresh client on this socket factory. */
export function setSocketFactory(next: TSocketFactory): void {
  shared?.dispose();
  factory = next;
  shared = null;
}
