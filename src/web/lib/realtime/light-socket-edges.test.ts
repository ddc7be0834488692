import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LightSocket, type TLightSocketOptions } from './light-socket';

/** A WebSocket the test plays the server of: what the socket sent, and frames to hand it. */
class ScriptedWebSocket {
  static made: ScriptedWebSocket[] = [];
  readonly sent: string[] = [];
  closed = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: URL) {
    ScriptedWebSocket.made.push(this);
  }
  send(frame: string): void {
    this.sent.push(frame);
  }
  close(): void {
    this.closed = true;
  }
  /** The server's side: a frame arrives. */
  receive(data: unknown): void {
    this.onmessage?.({ data });
  }
  /** Engine.IO's handshake, then Socket.IO's connect: the socket is connected. */
  accept(handshake = { pingInterval: 25_000, pingTimeout: 20_000 }): void {
    this.receive(`0${JSON.stringify({ sid: 's', upgrades: [], maxPayload: 1e6, ...handshake })}`);
    this.receive('40{"sid":"n"}');
  }
  /** The connection fails or drops. */
  drop(): void {
    this.onclose?.();
  }
}

const latest = () => ScriptedWebSocket.made.at(-1) as ScriptedWebSocket;

function open(overrides: Partial<TLightSocketOptions> = {}) {
  const events: string[] = [];
  const socket = new LightSocket({
    origin: 'https://rdv.example.fr',
    path: '/socket.io',
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    openPolling: () => Promise.reject(new Error('pas de long-polling dans ce test')),
    WebSocket: ScriptedWebSocket as unknown as typeof WebSocket,
    ...overrides,
  });
  socket.on('connect', () => events.push('connect'));
  socket.on('disconnect', (reason: string) => events.push(`disconnect: ${reason}`));
  return { socket, events };
}

describe('the light socket, frame by frame', () => {
  beforeEach(() => {
    ScriptedWebSocket.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens a secure WebSocket on the API’s origin and connects to the main namespace', () => {
    const { socket, events } = open();
    expect(latest().url.href).toBe('wss://rdv.example.fr/socket.io/?EIO=4&transport=websocket');
    latest().receive('0{"sid":"s","pingInterval":25000,"pingTimeout":20000}');
    expect(latest().sent).toEqual(['40']);
    expect(socket.connected).toBe(false);
    latest().receive('40{"sid":"n"}');
    expect(events).toEqual(['connect']);
    expect(socket.connected).toBe(true);
  });

  it('answers pings, and drops a link that stays silent past ping interval and timeout', () => {
    const { socket, events } = open();
    latest().accept({ pingInterval: 1000, pingTimeout: 500 });
    latest().receive('2');
    expect(latest().sent).toEqual(['40', '3']);
    vi.advanceTimersByTime(1499);
    expect(socket.connected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['connect', 'disconnect: ping timeout']);
    expect(latest().closed).toBe(true);
    // Reconnects within the first delay (1 s, +50 % at most).
    vi.advanceTimersByTime(1500);
    expect(ScriptedWebSocket.made).toHaveLength(2);
  });

  it('delivers events, with or without an acknowledgement id, and ignores what it cannot read', () => {
    const { socket } = open();
    const heard: unknown[] = [];
    socket.on('booking_created', (...args: unknown[]) => heard.push(args));
    latest().accept();
    for (const frame of [
      '42["booking_created",{"id":1}]',
      '4212["booking_created",2]',
      '42not json',
      '42{}',
      '4',
      '9',
    ]) {
      latest().receive(frame);
    }
    latest().receive(new ArrayBuffer(2));
    expect(heard).toEqual([[{ id: 1 }], [2]]);
    expect(socket.connected).toBe(true);
  });

  it('sends events as JSON while connected, and nothing while not', () => {
    const { socket } = open();
    socket.emit('subscribe_calendar', { calendarId: 'c1' });
    expect(latest().sent).toEqual([]);
    latest().accept();
    socket.emit('subscribe_calendar', { calendarId: 'c1' });
    expect(latest().sent).toEqual(['40', '42["subscribe_calendar",{"calendarId":"c1"}]']);
  });

  it('waits longer after each failed attempt, never more than 5 s', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    open();
    latest().accept();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = ScriptedWebSocket.made.length;
      latest().drop();
      let waited = 0;
      while (ScriptedWebSocket.made.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1500, 3000, 5000, 5000, 5000]);
  });

  it('stays closed after the server ends the socket', () => {
    const { events } = open();
    latest().accept();
    latest().receive('41');
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual(['connect', 'disconnect: io server disconnect']);
    expect(ScriptedWebSocket.made).toHaveLength(1);
  });

  it('gives up on a server that never says hello, and turns to long-polling', async () => {
    const openPolling = vi.fn(() => Promise.reject(new Error('hors ligne')));
    open({ openPolling });
    await vi.advanceTimersByTimeAsync(44_999);
    expect(openPolling).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(openPolling).toHaveBeenCalledOnce();
    expect(ScriptedWebSocket.made[0]?.closed).toBe(true);
  });

  it('tries the WebSocket again later when long-polling’s code cannot be fetched', async () => {
    const openPolling = vi.fn(() => Promise.reject(new Error('hors ligne')));
    const { socket } = open({ openPolling });
    latest().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(openPolling).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1500);
    expect(ScriptedWebSocket.made).toHaveLength(2);
    latest().accept();
    expect(socket.connected).toBe(true);
  });
});
