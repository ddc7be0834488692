import type { BenchClient, TResponse } from './http-client';
import type { TMemory } from './ipc-protocol';
import { runScenario, type TScenarioResult } from './measure';
import { fmt, type TObjective, verdict } from './objectives';
import { printTable } from './report';
import { BLOCKS, daysPath, slotsPath, type TBenchTarget, visitors, withVisitors } from './scenarios';
import { toMb } from './server-memory';

const SOAK_CLIENTS = 10;
const SAMPLE_SECONDS = 10;
const WINDOW_SECONDS = 60;
/** The last minute may hold at most 10 % more than the first: a steady heap, not a leak. */
const MAX_GROWTH = 1.1;

export type TSoakSample = { second: number; rssMb: number };

/** BENCH_SOAK_SECONDS (300 by default; 0 = no soak). */
export function soakSeconds(): number {
  const value = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Mixed reads as visitors and calendar apps make them (slots, month days, iCal with its ETag,
 * health) for `seconds`, the server process's RSS asked of it (`serverMemory`) every 10 s meanwhile.
 */
export async function soak(
  target: TBenchTarget,
  paths: { feed: string; etag: string; month: string },
  seconds: number,
  serverMemory: () => Promise<TMemory>,
): Promise<{ result: TScenarioResult; samples: TSoakSample[] }> {
  const kinds: Array<(c: BenchClient) => Promise<TResponse>> = [
    (c) => c.get(slotsPath(target, new Date(), 30)),
    (c) => c.get(daysPath(target, paths.month)),
    (c) => c.get(paths.feed, { 'if-none-match': paths.etag }),
    (c) => c.get('/api/health'),
  ];
  const started = performance.now();
  // A reading the server could not give (it died) is left out, not thrown from the timer.
  const asked: Array<Promise<TSoakSample | undefined>> = [];
  const sample = () => {
    const second = Math.round((performance.now() - started) / 1000);
    asked.push(
      serverMemory().then(
        (m) => ({ second, rssMb: toMb(m.rss) }),
        () => undefined,
      ),
    );
  };
  const timer = setInterval(sample, SAMPLE_SECONDS * 1000);
  try {
    const result = await withVisitors(visitors(target.base, BLOCKS.soak, SOAK_CLIENTS), (clients) =>
      runScenario(
        `charge mixte (${seconds} s)`,
        clients,
        (client, w, i) => {
          const send = kinds[(w + i) % kinds.length];
          return send && (() => send(client));
        },
        seconds,
      ),
    );
    clearInterval(timer);
    const last = (await asked.at(-1))?.second ?? -1;
    if (last < Math.round((performance.now() - started) / 1000)) sample();
    const samples = (await Promise.all(asked)).filter((s): s is TSoakSample => s !== undefined);
    return { result: { ...result, stoppedEarly: false }, samples };
  } finally {
    clearInterval(timer);
  }
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The rule: average RSS of the last minute ≤ average of the first minute × 1.10. A leak grows
 * with the requests served; a healthy server levels off once its caches and heap are warm.
 * A soak shorter than two minutes compares its first and last halves instead (never overlapping).
 */
export function soakObjective(samples: TSoakSample[], seconds: number): TObjective {
  console.log(
    `\nMémoire du serveur pendant la charge mixte (RSS de son processus, toutes les ${SAMPLE_SECONDS} s) :\n`,
  );
  printTable(
    ['seconde', 'RSS du serveur Mo'],
    samples.map((s) => [String(s.second), fmt(s.rssMb)]),
  );
  const window = Math.min(WINDOW_SECONDS, seconds / 2);
  const count = Math.max(1, Math.floor(window / SAMPLE_SECONDS));
  const first = samples.slice(0, count).map((s) => s.rssMb);
  const last = samples.slice(-count).map((s) => s.rssMb);
  const full = window === WINDOW_SECONDS;
  const one = count === 1;
  const lastText = full
    ? 'de la dernière minute'
    : one
      ? 'du dernier relevé'
      : `des ${count} derniers relevés`;
  const firstText = full ? 'de la première' : one ? 'du premier' : `des ${count} premiers`;
  console.log(
    `\nRègle : moyenne ${lastText} ≤ moyenne ${firstText} × ${MAX_GROWTH} ` +
      '(un serveur sain se stabilise, une fuite grandit avec les requêtes servies).' +
      (!full ? ` Charge courte (${seconds} s) : indicatif seulement.` : ''),
  );
  if (samples.length < 2)
    return {
      label: 'Mémoire stable (charge mixte)',
      measured: 'trop peu de relevés',
      target: '',
      result: 'FAIL',
    };
  const ratio = average(last) / average(first);
  return {
    label: `Mémoire stable (charge mixte ${seconds} s)`,
    measured: `${fmt(average(first))} → ${fmt(average(last))} Mo (${fmt(ratio, 3)} ×)`,
    target: `≤ ${MAX_GROWTH} × le début`,
    result: verdict(ratio <= MAX_GROWTH),
  };
}
