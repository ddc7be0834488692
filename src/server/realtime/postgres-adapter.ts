import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { ADAPTER_NOTIFY_SQL, batchNotifications } from './notify-batch';
import type { TRealtimeLog, TRealtimeServer } from './types';

const CHANNEL_PREFIX = 'socket.io';
/** The adapter LISTENs on `{prefix}#{namespace}`; the app only uses the main namespace. */
const MAIN_CHANNEL = `${CHANNEL_PREFIX}#/`;
/** A namespace nobody has: every adapter ignores this message. */
const PROBE_NAMESPACE = '#readiness-probe';
const PROBE_EVERY_MS = 50;
const READY_TIMEOUT_MS = 10_000;

/**
 * Installs `@socket.io/postgres-adapter` (NOTIFY between nodes, large payloads through the
 * socket_io_attachments table of migration 0005) and resolves once this node LISTENs, so an
 * event another node publishes right after boot is not missed.
 *
 * The adapter takes one pool client for LISTEN and does not say when it is ready: the pool it is
 * handed reports that checkout, and a probe NOTIFY is repeated until that client receives it.
 * Its broadcasts' NOTIFYs of one turn of the event loop go in one statement (notify-batch.ts).
 */
export async function installPostgresAdapter(
  io: TRealtimeServer,
  pool: pg.Pool,
  log: TRealtimeLog,
): Promise<void> {
  let listenClient: Promise<pg.PoolClient> | undefined;
  const notify = batchNotifications((text, params) => pool.query(text, params));
  const observedPool = new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') {
        return () => {
          const checkout = target.connect();
          listenClient ??= checkout;
          return checkout;
        };
      }
      if (property === 'query') {
        return (text: unknown, params?: unknown) =>
          text === ADAPTER_NOTIFY_SQL && Array.isArray(params)
            ? notify(String(params[0]), String(params[1]))
            : target.query(text as string, params as unknown[]);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  io.adapter(
    createAdapter(observedPool, {
      channelPrefix: CHANNEL_PREFIX,
      errorHandler: (err) => log.warn({ err }, 'socket.io : relais PostgreSQL en erreur'),
    }),
  );
  if (!listenClient) throw new Error('socket.io postgres adapter took no client from the pool');
  await waitUntilListening(await listenClient, pool);
}

async function waitUntilListening(client: pg.PoolClient, pool: pg.Pool): Promise<void> {
  const payload = JSON.stringify({ nsp: PROBE_NAMESPACE, uid: `probe-${process.pid}-${Date.now()}` });
  let onNotification: ((message: pg.Notification) => void) | undefined;
  const received = new Promise<void>((resolve) => {
    onNotification = (message) => {
      if (message.channel === MAIN_CHANNEL && message.payload === payload) resolve();
    };
    client.on('notification', onNotification);
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ready = false;
  void received.then(() => {
    ready = true;
  });
  try {
    while (!ready) {
      if (Date.now() > deadline) throw new Error('socket.io postgres adapter: LISTEN not ready in time');
      await pool.query('SELECT pg_notify($1, $2)', [MAIN_CHANNEL, payload]);
      await Promise.race([received, new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS))]);
    }
  } finally {
    if (onNotification) client.off('notification', onNotification);
  }
}
