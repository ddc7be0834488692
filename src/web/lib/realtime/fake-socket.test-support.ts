import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import type { TClientToServerEvents } from '../../../shared/realtime-events';
import { setSocketFactory, type TInboundEvents, type TRealtimeSocket } from './socket-client';

type TListener = (...args: never[]) => void;

/** A socket under the test's control: it records what the client emits and plays the server's side. */
export class FakeSocket implements TRealtimeSocket {
  connected = false;
  readonly emitted: Array<{ event: keyof TClientToServerEvents; args: unknown[] }> = [];
  connectCalls = 0;
  disconnectCalls = 0;
  private readonly listeners = new Map<string, TListener[]>();

  on<E extends keyof TInboundEvents>(event: E, listener: TInboundEvents[E]): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as TListener]);
    return this;
  }

  emit<E extends keyof TClientToServerEvents>(event: E, ...args: Parameters<TClientToServerEvents[E]>): this {
    this.emitted.push({ event, args });
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    if (this.connected) this.dropConnection('io client disconnect');
    return this;
  }

  /** The client created this socket and listens on it (its module loads lazily: wait for this). */
  get inUse(): boolean {
    return this.listeners.size > 0;
  }

  /** The transport came up (first connection or a reconnection). */
  acceptConnection(): void {
    this.connected = true;
    this.fire('connect');
  }

  dropConnection(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server sends `event`. */
  receive<E extends keyof TInboundEvents>(event: E, ...args: Parameters<TInboundEvents[E]>): void {
    this.fire(event, ...args);
  }

  /** What the client emitted under that name, in order. */
  sent(event: keyof TClientToServerEvents): unknown[][] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

/**
 * For a describe block: each test gets a fresh FakeSocket as the tab's socket and a recorded
 * window.alert (SPEC §4 announces a deleted account with an alert).
 */
export function useFakeSocketAndAlert() {
  const env = {} as { socket: FakeSocket; alert: Mock<(message?: string) => void> };
  beforeEach(() => {
    env.socket = new FakeSocket();
    setSocketFactory(() => env.socket);
    env.alert = vi.fn();
    vi.stubGlobal('alert', env.alert);
  });
  afterEach(() => setSocketFactory(() => new FakeSocket()));
  return env;
}
