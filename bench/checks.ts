import { BenchClient } from './http-client';
import { daysPath, slotsPath, type TBenchTarget } from './scenarios';

/** Which routes answer; a missing one is reported, not measured (exit code 2). */
export type TRoutes = { slots: boolean; days: boolean; feedEtag: string | undefined };

/**
 * GET …/slots offers the slots the seed left free (a wrong seed would make the creation figures
 * meaningless), GET …/days answers, and the iCal feed answers with an ETag. Prints why not.
 */
export async function checkRoutes(
  target: TBenchTarget,
  expected: string[],
  month: string,
  feedPath: string,
): Promise<TRoutes> {
  const client = new BenchClient(target.base, '127.0.0.1');
  try {
    const from = new Date(expected[0] as string);
    const slots = await client.get(slotsPath(target, from, 7));
    if (slots.status === 200) warnIfMissing(slots.body, expected, from);
    const days = await client.get(daysPath(target, month));
    const feed = await client.get(feedPath);
    for (const [name, r] of [
      ['des créneaux', slots],
      ['des jours du mois', days],
      ['du flux iCal', feed],
    ] as const) {
      if (r.status !== 200)
        console.log(`\nLa route ${name} répond ${r.status} (${r.body.slice(0, 160)}) : non mesurée.`);
    }
    if (feed.status === 200 && !feed.etag) console.log('\nLe flux iCal n’a pas d’ETag : 304 non mesuré.');
    return {
      slots: slots.status === 200,
      days: days.status === 200,
      feedEtag: feed.status === 200 ? feed.etag : undefined,
    };
  } finally {
    client.close();
  }
}

function warnIfMissing(body: string, expected: string[], from: Date): void {
  const offered = new Set(
    (JSON.parse(body) as { slots: Array<{ start: string }> }).slots.map((s) => s.start),
  );
  const weekEnd = from.getTime() + 7 * 86_400_000;
  const missing = expected.filter(
    (start) => Date.parse(start) < weekEnd && !offered.has(new Date(start).toISOString()),
  );
  if (missing.length > 0)
    console.log(`\nAttention : ${missing.length} créneaux libres attendus ne sont pas proposés.`);
}

/** A few requests of each kind first, so that JIT and the database caches are not measured. */
export async function warmUp(
  target: TBenchTarget,
  routes: TRoutes,
  month: string,
  feedPath: string,
): Promise<void> {
  const client = new BenchClient(target.base, '127.0.0.1');
  try {
    for (let i = 0; i < 50; i++) await client.get('/api/health');
    for (let i = 0; routes.slots && i < 5; i++) await client.get(slotsPath(target, new Date(), 30));
    for (let i = 0; routes.days && i < 5; i++) await client.get(daysPath(target, month));
    for (let i = 0; routes.feedEtag && i < 5; i++) {
      await client.get(feedPath);
      await client.get(feedPath, { 'if-none-match': routes.feedEtag });
    }
  } finally {
    client.close();
  }
}
