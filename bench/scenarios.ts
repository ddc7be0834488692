import { BenchClient, loopbackAddress } from './http-client';
import { runScenario, type TScenarioResult } from './measure';

export const CONCURRENCY = 20;
const BASELINE_PER_CLIENT = 100;
const SLOTS_PER_CLIENT = 10;
/** The public create route allows 20 bookings per IP per 10 minutes: each visitor stays under it. */
export const CREATES_PER_CLIENT = 15;
export const BURST_CLIENTS = 50;
const MAX_SECONDS = 60;
const DAY_MS = 86_400_000;

export type TBenchTarget = { base: URL; providerId: string; serviceId: string };

/** Visitors of one scenario, each from its own loopback address (block = scenario). */
function visitors(target: TBenchTarget, block: number, count: number): BenchClient[] {
  return Array.from({ length: count }, (_, i) => new BenchClient(target.base, loopbackAddress(block, i)));
}

async function withVisitors<T>(
  clients: BenchClient[],
  run: (clients: BenchClient[]) => Promise<T>,
): Promise<T> {
  try {
    return await run(clients);
  } finally {
    for (const client of clients) client.close();
  }
}

export function slotsPath(target: TBenchTarget, from: Date, days: number): string {
  const query = new URLSearchParams({
    serviceId: target.serviceId,
    from: from.toISOString(),
    to: new Date(from.getTime() + days * DAY_MS).toISOString(),
  });
  return `/api/public/providers/${target.providerId}/slots?${query.toString()}`;
}

export function bookingPath(target: TBenchTarget): string {
  return `/api/public/providers/${target.providerId}/bookings`;
}

export function bookingBody(target: TBenchTarget, start: string, n: number) {
  return {
    serviceId: target.serviceId,
    start,
    client: { name: `Visiteur ${n}`, email: `visiteur-${n}@exemple.fr`, phone: '06 12 34 56 78' },
    note: '',
    consent: true,
  };
}

export function baseline(target: TBenchTarget): Promise<TScenarioResult> {
  return withVisitors(visitors(target, 10, CONCURRENCY), (clients) =>
    runScenario(
      'GET /api/health (référence)',
      clients,
      (client, _w, i) => (i < BASELINE_PER_CLIENT ? () => client.get('/api/health') : undefined),
      MAX_SECONDS,
    ),
  );
}

export function slots30Days(target: TBenchTarget): Promise<TScenarioResult> {
  const path = slotsPath(target, new Date(), 30);
  return withVisitors(visitors(target, 11, CONCURRENCY), (clients) =>
    runScenario(
      'GET …/slots (30 jours)',
      clients,
      (client, _w, i) => (i < SLOTS_PER_CLIENT ? () => client.get(path) : undefined),
      MAX_SECONDS,
    ),
  );
}

/** Each visitor books its own free slots one after another; `starts[w]` lists visitor w's slots. */
export function createOnDistinctSlots(target: TBenchTarget, starts: string[][]): Promise<TScenarioResult> {
  return withVisitors(visitors(target, 12, CONCURRENCY), (clients) =>
    runScenario(
      'POST …/bookings (créneaux distincts)',
      clients,
      (client, w, i) => {
        const start = starts[w]?.[i];
        if (!start) return undefined;
        return () => client.post(bookingPath(target), bookingBody(target, start, w * 1000 + i));
      },
      MAX_SECONDS,
    ),
  );
}

/** Everybody at once on one slot: one 201, the rest 409. XSRF cookies are fetched first. */
export async function burstOnOneSlot(target: TBenchTarget, start: string): Promise<TScenarioResult> {
  return withVisitors(visitors(target, 13, BURST_CLIENTS), async (clients) => {
    await Promise.all(clients.map((c) => c.get('/api/health')));
    return runScenario(
      `POST …/bookings (${BURST_CLIENTS} sur un créneau)`,
      clients,
      (client, w, i) =>
        i === 0 ? () => client.post(bookingPath(target), bookingBody(target, start, 90_000 + w)) : undefined,
      MAX_SECONDS,
    );
  });
}
