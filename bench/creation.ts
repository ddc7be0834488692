import type { BenchClient, TResponse } from './http-client';
import { runScenario, type TScenarioResult } from './measure';
import { BLOCKS, CONCURRENCY, MAX_SECONDS, visitors, withVisitors } from './scenarios';
import { GROUP_SEATS, type TBenchProvider } from './seed';

/** The public create route allows 20 bookings per IP per 10 minutes: each visitor stays under it. */
export const CREATES_PER_CLIENT = 15;
export const BURST_CLIENTS = 50;
/**
 * The warm-up (see warmUpCreation): ten bookings from each of twenty visitors at once, under the
 * per-IP limit; enough for V8 to have compiled the booking path with its optimising tier.
 */
export const WARM_UP_CREATES = 200;
const WARM_UP_VISITORS = 20;

/** Bookings answered 201, per provider: what the quota check expects each ledger to show. */
export type TCreated = Map<string, number>;

export function bookingPath(providerId: string): string {
  return `/api/public/providers/${providerId}/bookings`;
}

function bookingBody(provider: TBenchProvider, start: string, n: number, serviceId = provider.serviceId) {
  return {
    serviceId,
    start,
    client: { name: `Visiteur ${n}`, email: `visiteur-${n}@exemple.fr`, phone: '06 12 34 56 78' },
    note: '',
    consent: true,
  };
}

/** The XSRF cookie of every visitor first (one GET each), so that the measure holds only bookings. */
async function withXsrf(clients: BenchClient[]): Promise<BenchClient[]> {
  await Promise.all(clients.map((c) => c.get('/api/health')));
  return clients;
}

/** Sends one booking and counts it in `created` when it is taken (201). */
async function counted(created: TCreated, providerId: string, send: Promise<TResponse>): Promise<TResponse> {
  const response = await send;
  if (response.status === 201) created.set(providerId, (created.get(providerId) ?? 0) + 1);
  return response;
}

/**
 * Bookings spread over `providers`, whose agendas are empty: round i, visitor w makes booking
 * n = i × CONCURRENCY + w, for provider n mod P on its slot ⌊n / P⌋ (`starts`): every pair
 * (provider, slot) is asked for once, and each round goes to as many agendas as there are visitors.
 * `run` names the scenario, its loopback block and its first visitor's number (their addresses).
 */
export function createOverProviders(
  base: URL,
  providers: TBenchProvider[],
  starts: string[],
  created: TCreated,
  run: { block: number; name: string; firstClient: number } = {
    block: BLOCKS.createMany,
    name: `POST …/bookings (${providers.length} professionnels)`,
    firstClient: 0,
  },
): Promise<TScenarioResult> {
  return withVisitors(visitors(base, run.block, CONCURRENCY), async (clients) =>
    runScenario(
      run.name,
      await withXsrf(clients),
      (client, w, i) => {
        const n = i * CONCURRENCY + w;
        const provider = providers[n % providers.length];
        const start = starts[Math.floor(n / providers.length)];
        if (i >= CREATES_PER_CLIENT || !provider || !start) return undefined;
        const body = bookingBody(provider, start, run.firstClient + n);
        return () =>
          counted(created, provider.providerId, client.post(bookingPath(provider.providerId), body));
      },
      MAX_SECONDS,
    ),
  );
}

/** Each visitor books its own free slots of one provider one after another (`starts[w]`). */
export function createOnOneProvider(
  base: URL,
  provider: TBenchProvider,
  starts: string[][],
  created: TCreated,
): Promise<TScenarioResult> {
  return withVisitors(visitors(base, BLOCKS.createOne, CONCURRENCY), async (clients) =>
    runScenario(
      'POST …/bookings (un professionnel)',
      await withXsrf(clients),
      (client, w, i) => {
        const start = starts[w]?.[i];
        if (!start) return undefined;
        const body = bookingBody(provider, start, w * 1000 + i);
        return () =>
          counted(created, provider.providerId, client.post(bookingPath(provider.providerId), body));
      },
      MAX_SECONDS,
    ),
  );
}

/** Everybody at once on one slot: one 201, the rest 409. XSRF cookies are fetched first. */
export async function burstOnOneSlot(
  base: URL,
  provider: TBenchProvider,
  start: string,
  created: TCreated,
): Promise<TScenarioResult> {
  return withVisitors(visitors(base, BLOCKS.burst, BURST_CLIENTS), async (clients) =>
    runScenario(
      `POST …/bookings (${BURST_CLIENTS} sur un créneau)`,
      await withXsrf(clients),
      (client, w, i) => {
        if (i > 0) return undefined;
        const body = bookingBody(provider, start, 90_000 + w);
        return () =>
          counted(created, provider.providerId, client.post(bookingPath(provider.providerId), body));
      },
      MAX_SECONDS,
    ),
  );
}

/**
 * Everybody at once on one group session (issue 32): GROUP_SEATS × 201, the rest 409, whatever
 * the order the database sees them in. Distinct visitors, distinct e-mails (one seat each).
 */
export async function burstOnOneSession(
  base: URL,
  provider: TBenchProvider,
  start: string,
  created: TCreated,
): Promise<TScenarioResult> {
  return withVisitors(visitors(base, BLOCKS.burstSession, BURST_CLIENTS), async (clients) =>
    runScenario(
      `POST …/bookings (${BURST_CLIENTS} sur une séance de ${GROUP_SEATS} places)`,
      await withXsrf(clients),
      (client, w, i) => {
        if (i > 0) return undefined;
        const body = bookingBody(provider, start, 95_000 + w, provider.groupServiceId);
        return () =>
          counted(created, provider.providerId, client.post(bookingPath(provider.providerId), body));
      },
      MAX_SECONDS,
    ),
  );
}

/**
 * Before the measures, bookings on the seeded agenda from WARM_UP_VISITORS visitors at once: every
 * pooled database connection has then served one (its statements prepared, the tables in its
 * caches) and the server's code is compiled, so the measures read the server in its stride, as
 * after its first minute in production. Returns 404 when the route is missing, else the last status.
 */
export async function warmUpCreation(
  base: URL,
  provider: TBenchProvider,
  starts: string[],
  created: TCreated,
): Promise<number> {
  return withVisitors(visitors(base, BLOCKS.warmUp, WARM_UP_VISITORS), async (clients) => {
    const statuses = await Promise.all(
      clients.map(async (client, w) => {
        let status = 0;
        for (let i = w; i < Math.min(starts.length, WARM_UP_CREATES); i += WARM_UP_VISITORS) {
          const body = bookingBody(provider, starts[i] as string, 80_000 + i);
          const sent = client.post(bookingPath(provider.providerId), body);
          status = (await counted(created, provider.providerId, sent)).status;
        }
        return status;
      }),
    );
    return statuses.includes(404) ? 404 : (statuses.at(-1) ?? 0);
  });
}
