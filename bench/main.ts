import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { and, eq, ne } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { bookings } from '../src/server/db/schema';
import { type RunningServer, startServer } from '../src/server/server';
import { embeddedDatabase, postgresDatabase, type TBenchDatabase } from './bench-database';
import { benchEngine } from './engine';
import { BenchClient } from './http-client';
import type { TScenarioResult } from './measure';
import { printReport } from './report';
import {
  BURST_CLIENTS,
  baseline,
  burstOnOneSlot,
  CONCURRENCY,
  CREATES_PER_CLIENT,
  createOnDistinctSlots,
  slots30Days,
  slotsPath,
  type TBenchTarget,
} from './scenarios';
import { freeSlotStarts, seedBenchProvider } from './seed';

/**
 * `npm run bench`: the real app (startServer: migrations, socket.io, outbox mail) in this process on
 * embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set, driven over HTTP on loopback.
 * Every scenario has a fixed number of requests and a time limit: the bench stops by itself.
 */
async function benchOn(database: TBenchDatabase): Promise<boolean> {
  const config = loadConfig({
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  let server: RunningServer | undefined;
  try {
    server = await startServer(config);
    const { port } = server.app.server.address() as AddressInfo;
    const seedStart = performance.now();
    const seeded = await seedBenchProvider(server.deps.database.db, new Date());
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const target: TBenchTarget = {
      base: new URL(`http://127.0.0.1:${port}`),
      providerId: seeded.providerId,
      serviceId: seeded.serviceId,
    };
    console.log(
      `\n${database.label} : ${seeded.bookingCount} rendez-vous insérés en ${seedSeconds.toFixed(1)} s ` +
        `(lun.–sam. 08:00–20:00, prestation de 30 min, un an autour d’aujourd’hui).`,
    );

    const freeSlots = freeSlotStarts(new Date(), CONCURRENCY * CREATES_PER_CLIENT + 1);
    const slotsRoute = await checkSlotsRoute(target, freeSlots);
    await warmUp(target, slotsRoute);

    const reference = await baseline(target);
    const measured: TScenarioResult[] = [];
    if (slotsRoute) measured.push(await slots30Days(target));
    const [burstStart, ...distinct] = freeSlots;
    const perClient = Array.from({ length: CONCURRENCY }, (_, w) =>
      distinct.filter((_, i) => i % CONCURRENCY === w).slice(0, CREATES_PER_CLIENT),
    );
    const creates = await createOnDistinctSlots(target, perClient);
    const createRoute = creates.statuses[404] !== creates.requests;
    if (createRoute) measured.push(creates);
    else console.log('\nLa route de réservation publique répond 404 : création non mesurée.');
    const burst = createRoute ? await burstOnOneSlot(target, burstStart as string) : undefined;
    if (burst) measured.push(burst);

    printReport(
      `${database.label} — Node ${process.version}, ${os.cpus().length} cœurs`,
      reference,
      measured,
    );
    if (burst) {
      const held = await server.deps.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.startAt, new Date(burstStart as string)), ne(bookings.status, 'cancelled')));
      console.log(
        `\nRafale : ${burst.statuses[201] ?? 0} × 201, ${burst.statuses[409] ?? 0} × 409 pour ${BURST_CLIENTS} ` +
          `demandes ; la base détient ${held.length} rendez-vous sur ce créneau.`,
      );
    }
    return slotsRoute && createRoute;
  } finally {
    await server?.close();
    await database.dispose();
  }
}

/**
 * Whether GET …/slots answers, and offers the slots the seed left free (a wrong seed would make
 * the creation figures meaningless). Prints why when it does not.
 */
async function checkSlotsRoute(target: TBenchTarget, expected: string[]): Promise<boolean> {
  const client = new BenchClient(target.base, '127.0.0.1');
  try {
    const from = new Date(expected[0] as string);
    const response = await client.get(slotsPath(target, from, 7));
    if (response.status !== 200) {
      console.log(
        `\nLa route des créneaux répond ${response.status} (${response.body.slice(0, 160)}) : ` +
          'créneaux non mesurés.',
      );
      return false;
    }
    const offered = new Set(
      (JSON.parse(response.body) as { slots: Array<{ start: string }> }).slots.map((s) => s.start),
    );
    const weekEnd = from.getTime() + 7 * 86_400_000;
    const missing = expected.filter(
      (start) => Date.parse(start) < weekEnd && !offered.has(new Date(start).toISOString()),
    );
    if (missing.length > 0)
      console.log(`\nAttention : ${missing.length} créneaux libres attendus ne sont pas proposés.`);
    return true;
  } finally {
    client.close();
  }
}

/** A few requests of each kind first, so that JIT and the database caches are not measured. */
async function warmUp(target: TBenchTarget, slotsRoute: boolean): Promise<void> {
  const client = new BenchClient(target.base, '127.0.0.1');
  try {
    for (let i = 0; i < 50; i++) await client.get('/api/health');
    for (let i = 0; slotsRoute && i < 5; i++) await client.get(slotsPath(target, new Date(), 30));
  } finally {
    client.close();
  }
}

const runs: Array<() => Promise<TBenchDatabase>> = [embeddedDatabase];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) runs.push(() => postgresDatabase(postgresUrl));
else
  console.log('BENCH_DATABASE_URL absent : PGlite seulement (postgres://… pour mesurer aussi PostgreSQL).');

const engine = benchEngine();
console.log(
  `Moteur de créneaux seul (30 jours, ${engine.busy} rendez-vous, ${engine.slots} créneaux) : ` +
    `p50 ${engine.p50.toFixed(2)} ms, p95 ${engine.p95.toFixed(2)} ms par calcul.`,
);

let complete = true;
for (const open of runs) complete = (await benchOn(await open())) && complete;
process.exit(complete ? 0 : 2);
