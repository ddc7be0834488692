import { setTimeout } from 'node:timers/promises';
import { checkRoutes, warmUp } from './checks';
import { CREATES_PER_CLIENT } from './creation';
import { measureCreations, type TCreationTargets } from './measure-creations';
import { measureReads } from './measure-reads';
import { fmt, printObjectives, type TObjective, verdict } from './objectives';
import { printReport } from './report';
import { CONCURRENCY, nextMonth, type TBenchTarget } from './scenarios';
import { BENCH_TIMEZONE, freeSlotStarts } from './seed';
import type { TServerLink } from './server-link';
import { memoryText, RSS_LIMIT_MB, toMb } from './server-memory';
import type { TSmtpSink } from './smtp-sink';
import { soak, soakObjective } from './soak';

/** How long the server rests after the scenarios before its RSS is read. */
const REST_MS = 30_000;

export type TRunOutcome = { label: string; objectives: TObjective[]; complete: boolean };

/**
 * One database: its server process (started and seeded) driven over HTTP on loopback from this
 * process, its memory asked of it at each stage; then the soak when `soakSeconds` > 0.
 */
export async function benchOn(
  server: TServerLink,
  sink: TSmtpSink,
  targets: TCreationTargets,
  soakSeconds: number,
): Promise<TRunOutcome> {
  const { label, seeded, creationProviders, deliveryProviders, feedPath } = server.ready;
  console.log(
    `\n${label} : ${seeded.bookingCount} rendez-vous insérés et ` +
      `${creationProviders.length + deliveryProviders.length} agendas vides ` +
      `créés en ${server.ready.seedSeconds.toFixed(1)} s (lun.–sam. 08:00–20:00, ` +
      'prestation de 30 min, un an autour d’aujourd’hui).',
  );
  console.log(
    `Mémoire du serveur au démarrage : ${memoryText(server.ready.started)} ; ` +
      `après l’amorçage : ${memoryText(server.ready.afterSeed)}.`,
  );
  const target: TBenchTarget = {
    base: new URL(`http://127.0.0.1:${server.ready.port}`),
    providerId: seeded.providerId,
    serviceId: seeded.serviceId,
  };
  const month = nextMonth(new Date(), BENCH_TIMEZONE);
  const expected = freeSlotStarts(new Date(), CONCURRENCY * CREATES_PER_CLIENT);
  const routes = await checkRoutes(target, expected, month, feedPath);
  await warmUp(target, routes, month, feedPath);

  const synced: TBenchTarget = {
    ...target,
    providerId: server.ready.synced.providerId,
    serviceId: server.ready.synced.serviceId,
  };
  await warmUp(synced, routes, month, feedPath);
  const reads = await measureReads(target, routes, month, feedPath, synced);
  console.log(`\nMémoire du serveur après les lectures : ${memoryText(await server.memory())}.`);
  const agendas = { one: seeded, many: creationProviders, delivered: deliveryProviders };
  const creations = await measureCreations(server, sink, target.base, agendas, targets);
  console.log(`Mémoire du serveur après les créations : ${memoryText(await server.memory())}.`);
  // What the server holds once the load stops. Right after it, V8 still keeps the garbage and the
  // pages it freed for reuse; an idle server hands them back within seconds (V8's memory reducer,
  // ADR 0046). The objective reads the RSS then, as an operator would see it between visits.
  await setTimeout(REST_MS);
  const after = await server.memory();
  const rss = toMb(after.rss);
  console.log(`Mémoire du serveur au repos, ${REST_MS / 1000} s après : ${memoryText(after)}.`);
  printReport(`Scénarios — ${label}`, reads.baseline, [...reads.results, ...creations.results]);
  const objectives = [
    ...reads.objectives,
    ...creations.objectives,
    {
      label: `RSS du serveur au repos (${REST_MS / 1000} s après les scénarios)`,
      measured: `${fmt(rss)} Mo`,
      target: `≤ ${RSS_LIMIT_MB} Mo`,
      result: verdict(rss <= RSS_LIMIT_MB),
    },
  ];
  if (soakSeconds > 0 && routes.feedEtag) {
    console.log(`\n${label} : charge mixte pendant ${soakSeconds} s…`);
    const paths = { feed: feedPath, etag: routes.feedEtag, month };
    const soaked = await soak(target, paths, soakSeconds, () => server.memory());
    printReport(`${label} — charge mixte`, soaked.result, []);
    objectives.push(soakObjective(soaked.samples, soakSeconds));
  } else if (soakSeconds > 0) console.log('\nCharge mixte sautée : le flux iCal ne répond pas.');
  printObjectives(label, objectives);
  return {
    label,
    objectives,
    complete: routes.slots && routes.days && routes.feedEtag !== undefined && creations.found,
  };
}
