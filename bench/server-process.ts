import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/server/config';
import type { Db } from '../src/server/db/client';
import { getFeedLinks } from '../src/server/modules/calendar/service';
import { type RunningServer, startServer } from '../src/server/server';
import { embeddedDatabase, postgresDatabase, type TBenchDatabase } from './bench-database';
import { doubleBookings, heldAt, outboxState, quotaOverruns } from './integrity';
import type { TReady, TReply, TRequest, TServerMessage } from './ipc-protocol';
import { prepareDataDir } from './prepare-data-dir';
import { seedBenchProvider, seedEmptyProviders, seedSyncedProvider } from './seed';
import { readMemory } from './server-memory';

/** Agendas the spread creations go to (issue 18). */
const CREATION_PROVIDERS = 50;
/** Agendas of the creations whose e-mails are delivered and awaited (issue 30, item 23). */
const DELIVERY_PROVIDERS = 10;

export type TDatabaseKind = 'pglite' | 'postgres';

/** To the load generator over IPC; resolves once sent (at once when there is no channel). */
const send = (message: TServerMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

/**
 * The server process (this bundle forked, BENCH_SERVER set): the real app (startServer: migrations,
 * socket.io, outbox mail) seeded, then answering the load generator over IPC — its memory, the
 * checks in the database, and `stop`. Nothing else runs here, so its RSS is the server's own.
 */
export async function runServerProcess(kind: TDatabaseKind): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  let database: TBenchDatabase | undefined;
  let server: RunningServer | undefined;
  const shutDown = async () => {
    await server?.close();
    await database?.dispose();
  };
  try {
    database = kind === 'postgres' && url ? await postgresDatabase(url) : await embeddedDatabase();
    if (database.env.DATA_DIR && kind === 'pglite') await prepareDataDir(database.env.DATA_DIR);
    server = await startServer(
      loadConfig({
        ...database.env,
        PORT: '0',
        HOST: '127.0.0.1',
        APP_URL: 'http://127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // The load generator's SMTP listener: every e-mail the scenarios make is really delivered.
        ...(process.env.BENCH_SMTP_URL ? { SMTP_URL: process.env.BENCH_SMTP_URL } : {}),
      }),
    );
    const ready = await seed(server, database.label);
    const db = server.deps.database.db;
    let stopping = false;
    // The load generator gone (crashed, interrupted): no one will ask for `stop`, close anyway.
    process.once('disconnect', () => {
      if (!stopping) void shutDown().finally(() => process.exit(1));
    });
    const stopped = new Promise<void>((resolve) => {
      process.on('message', (request: TRequest) => {
        if (request.kind === 'stop') stopping = true;
        void answer(db, request, shutDown).then(async (reply) => {
          await send(reply);
          if (request.kind === 'stop') resolve();
        });
      });
    });
    await send(ready);
    await stopped;
  } catch (err) {
    await send({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    await shutDown().catch(() => {});
    process.exitCode = 1;
  }
}

async function seed(server: RunningServer, label: string): Promise<TReady> {
  const db = server.deps.database.db;
  const { port } = server.app.server.address() as AddressInfo;
  const started = readMemory();
  const seedStart = performance.now();
  const seeded = await seedBenchProvider(db, new Date());
  const synced = await seedSyncedProvider(db, new Date());
  const creationProviders = await seedEmptyProviders(db, new Date(), CREATION_PROVIDERS);
  const deliveryProviders = await seedEmptyProviders(db, new Date(), DELIVERY_PROVIDERS);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const feedPath = new URL((await getFeedLinks(server.deps, seeded.providerId)).httpsUrl).pathname;
  return {
    kind: 'ready',
    label,
    port,
    seeded,
    synced,
    creationProviders,
    deliveryProviders,
    feedPath,
    seedSeconds,
    started,
    afterSeed: readMemory(),
  };
}

async function answer(db: Db, request: TRequest, shutDown: () => Promise<void>): Promise<TReply> {
  try {
    switch (request.kind) {
      case 'memory':
        return { id: request.id, kind: 'memory', memory: readMemory() };
      case 'integrity': {
        const held = await heldAt(db, request.providerId, request.bursts.slot);
        const heldInSession = await heldAt(db, request.providerId, request.bursts.session);
        const doubles = await doubleBookings(db);
        const quota = await quotaOverruns(db, new Date(), request.created);
        return { id: request.id, kind: 'integrity', integrity: { held, heldInSession, doubles, quota } };
      }
      case 'outbox':
        return { id: request.id, kind: 'outbox', outbox: await outboxState(db) };
      case 'stop':
        await shutDown();
        return { id: request.id, kind: 'stopped' };
    }
  } catch (err) {
    return { id: request.id, kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}
