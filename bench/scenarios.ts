import { DateTime } from 'luxon';
import { BenchClient, loopbackAddress, type TResponse } from './http-client';
import { runScenario, type TScenarioResult } from './measure';

/** Visitors at once in each measured scenario (issue 18). */
export const CONCURRENCY = 50;
const BASELINE_PER_CLIENT = 100;
const READS_PER_CLIENT = 20;
/** Months a visitor looking ahead clicks through (issue 30, item 22), and walks through them. */
export const MONTHS_AHEAD = 12;
const MONTH_WALKS = 2;
const FEED_CLIENTS = 10;
const FEED_PER_CLIENT = 20;
/** Every scenario stops by itself after this, whatever is left of its requests. */
export const MAX_SECONDS = 60;
const DAY_MS = 86_400_000;

export type TBenchTarget = { base: URL; providerId: string; serviceId: string };

/** Loopback blocks (127.0.{block}.n): one per scenario, so per-IP limits count each visitor apart. */
export const BLOCKS = {
  baseline: 10,
  slots: 11,
  createMany: 12,
  burst: 13,
  createOne: 14,
  days: 15,
  feed: 16,
  feedConditional: 17,
  soak: 18,
  warmUp: 19,
  months: 20,
  delivered: 21,
  slotsSynced: 22,
  burstSession: 23,
} as const;

/** Visitors of one scenario, each from its own loopback address. */
export function visitors(base: URL, block: number, count: number): BenchClient[] {
  return Array.from({ length: count }, (_, i) => new BenchClient(base, loopbackAddress(block, i)));
}

export async function withVisitors<T>(
  clients: BenchClient[],
  run: (clients: BenchClient[]) => Promise<T>,
): Promise<T> {
  try {
    return await run(clients);
  } finally {
    for (const client of clients) client.close();
  }
}

/** `count` visitors, each sending `perClient` times the same kind of request. */
function repeated(
  name: string,
  base: URL,
  block: number,
  count: number,
  perClient: number,
  send: (client: BenchClient) => Promise<TResponse>,
): Promise<TScenarioResult> {
  return withVisitors(visitors(base, block, count), (clients) =>
    runScenario(
      name,
      clients,
      (client, _w, i) => (i < perClient ? () => send(client) : undefined),
      MAX_SECONDS,
    ),
  );
}

export function slotsPath(target: TBenchTarget, from: Date, days: number): string {
  const query = new URLSearchParams({
    serviceId: target.serviceId,
    from: from.toISOString(),
    to: new Date(from.getTime() + days * DAY_MS).toISOString(),
  });
  return `/api/public/providers/${target.providerId}/slots?${query.toString()}`;
}

/** The month after this one in the provider's time zone (AAAA-MM): wholly in the future. */
export function nextMonth(now: Date, timezone: string): string {
  return DateTime.fromJSDate(now, { zone: timezone }).plus({ months: 1 }).toFormat('yyyy-MM');
}

/** This month and the ones after it in the provider's time zone (AAAA-MM), `count` in all. */
export function monthsFrom(now: Date, timezone: string, count: number): string[] {
  const first = DateTime.fromJSDate(now, { zone: timezone }).startOf('month');
  return Array.from({ length: count }, (_, i) => first.plus({ months: i }).toFormat('yyyy-MM'));
}

export function daysPath(target: TBenchTarget, month: string): string {
  const query = new URLSearchParams({ serviceId: target.serviceId, month });
  return `/api/public/providers/${target.providerId}/days?${query.toString()}`;
}

export function baseline(target: TBenchTarget): Promise<TScenarioResult> {
  return repeated(
    'GET /api/health (référence)',
    target.base,
    BLOCKS.baseline,
    CONCURRENCY,
    BASELINE_PER_CLIENT,
    (client) => client.get('/api/health'),
  );
}

export function slots30Days(
  target: TBenchTarget,
  scenario: { name: string; block: number } = { name: 'GET …/slots (30 jours)', block: BLOCKS.slots },
): Promise<TScenarioResult> {
  const path = slotsPath(target, new Date(), 30);
  return repeated(scenario.name, target.base, scenario.block, CONCURRENCY, READS_PER_CLIENT, (c) =>
    c.get(path),
  );
}

export function monthDays(target: TBenchTarget, month: string): Promise<TScenarioResult> {
  const path = daysPath(target, month);
  return repeated(
    `GET …/days (mois ${month})`,
    target.base,
    BLOCKS.days,
    CONCURRENCY,
    READS_PER_CLIENT,
    (c) => c.get(path),
  );
}

/** The iCal feed as a calendar app polls it: whole, or with the ETag it already holds (→ 304). */
export function icalFeed(base: URL, feedPath: string, etag?: string): Promise<TScenarioResult> {
  const name = etag ? 'GET iCal (If-None-Match)' : 'GET iCal (flux complet)';
  const block = etag ? BLOCKS.feedConditional : BLOCKS.feed;
  // Calendar apps ask for gzip (a tenth of the 1.5 MB feed).
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip',
    ...(etag ? { 'if-none-match': etag } : {}),
  };
  return repeated(name, base, block, FEED_CLIENTS, FEED_PER_CLIENT, (c) => c.get(feedPath, headers));
}

/**
 * The month view as a visitor looking ahead browses it: each one clicks through `months` in
 * order (visitor w starting at month w mod 12, so every month is asked for at each moment), twice.
 */
export function monthsBrowsed(target: TBenchTarget, months: string[]): Promise<TScenarioResult> {
  const paths = months.map((month) => daysPath(target, month));
  return withVisitors(visitors(target.base, BLOCKS.months, CONCURRENCY), (clients) =>
    runScenario(
      `GET …/days (${months.length} mois à la suite)`,
      clients,
      (client, w, i) => {
        const path = paths[(w + i) % paths.length];
        return i < MONTH_WALKS * paths.length && path ? () => client.get(path) : undefined;
      },
      MAX_SECONDS,
    ),
  );
}
