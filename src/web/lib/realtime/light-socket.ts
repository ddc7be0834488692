import type { TRealtimeSocket } from './socket-client';

/**
 * The browser's socket over its own WebSocket, speaking the two text protocols socket.io's server
 * speaks (ADR 0070): Engine.IO 4 frames (open `0`, close `1`, ping `2`, pong `3`, message `4`),
 * and inside a message the Socket.IO 5 packets of the main namespace (connect `0`, disconnect `1`,
 * event `2`, connect error `4`): JSON events without acknowledgements, all this app exchanges.
 * A WebSocket that never opens hands over to socket.io-client over long-polling (SPEC §9:
 * websocket, then polling), fetched only then.
 */

type TListener = (...args: never[]) => void;
/** A socket called by event name, whatever the payloads (this module, and its tests). */
export type TLooseSocket = {
  readonly connected: boolean;
  on(event: string, listener: TListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
};
/** What the socket says when it stops, as socket.io-client words it. */
type TCloseReason = 'io client disconnect' | 'io server disconnect' | 'transport close' | 'ping timeout';

export type TLightSocketOptions = {
  /** The origin of the API (`https://…`), its path (`/socket.io`). */
  origin: string;
  path: string;
  /** Reconnection: the first delay, doubled up to the last, each ±50 % (socket.io-client's backoff). */
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  /** socket.io-client over long-polling, when the WebSocket never opens (a proxy that refuses it). */
  openPolling: () => Promise<TRealtimeSocket>;
  WebSocket?: typeof WebSocket;
};

/** Engine.IO's handshake: the server pings every `pingInterval` and waits `pingTimeout` for the pong. */
type THandshake = { pingInterval: number; pingTimeout: number };

export class LightSocket implements TRealtimeSocket {
  private ws: WebSocket | undefined;
  private open = false;
  /** Connected at least once: a later failure is a lost connection, not a refused WebSocket. */
  private everOpened = false;
  /** The caller wants a connection (connect() called, disconnect() not since). */
  private wanted = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  private handshake: THandshake = { pingInterval: 25_000, pingTimeout: 20_000 };
  private readonly listeners = new Map<string, Set<TListener>>();
  private polling: TLooseSocket | undefined;
  /** socket.io-client is on its way: no WebSocket opens meanwhile. */
  private fallingBack = false;

  constructor(private readonly options: TLightSocketOptions) {
    // As io() does: the connection opens at once.
    this.connect();
  }

  get connected(): boolean {
    return this.polling ? this.polling.connected : this.open;
  }

  on(event: string, listener: TListener): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    this.polling?.on(event, listener);
    return this;
  }

  /** An event to the server; dropped while disconnected (every caller checks `connected` first). */
  emit(event: string, ...args: unknown[]): this {
    if (this.polling) this.polling.emit(event, ...args);
    else if (this.open) this.ws?.send(`42${JSON.stringify([event, ...args])}`);
    return this;
  }

  connect(): this {
    if (this.polling) {
      this.polling.connect();
      return this;
    }
    this.wanted = true;
    if (!this.ws && this.retryTimer === undefined && !this.fallingBack) this.openWebSocket();
    return this;
  }

  disconnect(): this {
    if (this.polling) {
      this.polling.disconnect();
      return this;
    }
    this.wanted = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.open) this.ws?.send('41');
    this.close('io client disconnect');
    return this;
  }

  private openWebSocket(): void {
    const Socket = this.options.WebSocket ?? WebSocket;
    const url = new URL(`${this.options.path}/?EIO=4&transport=websocket`, this.options.origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new Socket(url);
    this.ws = ws;
    // A server that accepts the connection but never says hello is as dead as a silent one.
    this.watchHeartbeat();
    ws.onmessage = (message) => {
      if (ws === this.ws && typeof message.data === 'string') this.onFrame(message.data);
    };
    ws.onclose = () => {
      if (ws === this.ws) this.close('transport close');
    };
    // A close always follows an error, and is what ends the connection here.
    ws.onerror = () => {};
  }

  private onFrame(frame: string): void {
    this.watchHeartbeat();
    const body = frame.slice(1);
    switch (frame[0]) {
      case '0':
        this.handshake = { ...this.handshake, ...(parseJson(body) as Partial<THandshake>) };
        this.watchHeartbeat();
        this.ws?.send('40');
        return;
      case '1':
        this.close('transport close');
        return;
      case '2':
        this.ws?.send('3');
        return;
      case '4':
        this.onPacket(body);
        return;
    }
  }

  private onPacket(packet: string): void {
    switch (packet[0]) {
      case '0':
        this.open = true;
        this.everOpened = true;
        this.attempts = 0;
        this.fire('connect');
        return;
      case '1':
        // The server ended this socket: socket.io-client does not come back on its own either.
        this.wanted = false;
        this.close('io server disconnect');
        return;
      case '2': {
        // `2[…]`, possibly with an acknowledgement id before the array, which this app never asks for.
        const event = parseJson(packet.slice(packet.indexOf('[')));
        if (Array.isArray(event) && typeof event[0] === 'string') this.fire(event[0], ...event.slice(1));
        return;
      }
      case '4':
        this.close('transport close');
        return;
    }
  }

  /** The server pings every `pingInterval`: without a frame for that long plus `pingTimeout`, the link is dead. */
  private watchHeartbeat(): void {
    clearTimeout(this.heartbeatTimer);
    const { pingInterval, pingTimeout } = this.handshake;
    this.heartbeatTimer = setTimeout(() => this.close('ping timeout'), pingInterval + pingTimeout);
  }

  private close(reason: TCloseReason): void {
    clearTimeout(this.heartbeatTimer);
    const ws = this.ws;
    this.ws = undefined;
    if (ws) {
      ws.onmessage = null;
      ws.onclose = null;
      ws.close();
    }
    const wasOpen = this.open;
    this.open = false;
    if (wasOpen) this.fire('disconnect', reason);
    if (!this.wanted) return;
    if (!this.everOpened) {
      this.fallingBack = true;
      // Its code could not be fetched (offline): the WebSocket is tried again, later.
      this.fallBackToPolling().catch(() => {
        this.fallingBack = false;
        this.retryLater();
      });
      return;
    }
    this.retryLater();
  }

  private retryLater(): void {
    const { reconnectionDelay, reconnectionDelayMax } = this.options;
    const delay = reconnectionDelay * 2 ** this.attempts * (0.5 + Math.random());
    this.attempts += 1;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        if (this.wanted) this.openWebSocket();
      },
      Math.min(delay, reconnectionDelayMax),
    );
  }

  /** The WebSocket never opened: socket.io-client takes over, with every listener registered so far. */
  private async fallBackToPolling(): Promise<void> {
    const polling = (await this.options.openPolling()) as unknown as TLooseSocket;
    for (const [event, set] of this.listeners) {
      for (const listener of set) polling.on(event, listener);
    }
    this.polling = polling;
    // Closed while it loaded: it stays closed until asked again.
    if (!this.wanted) polling.disconnect();
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
