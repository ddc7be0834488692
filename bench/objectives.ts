import type { TScenarioResult } from './measure';
import { printTable } from './report';

export type TVerdict = 'PASS' | 'FAIL' | '—';
/** One target of issue 18: what was measured against what was asked. */
export type TObjective = { label: string; measured: string; target: string; result: TVerdict };

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
export const verdict = (ok: boolean): TVerdict => (ok ? 'PASS' : 'FAIL');

/** Requests that did not get `status`, shown next to a figure that would otherwise flatter them. */
export function others(r: TScenarioResult, status: number): number {
  return r.requests - (r.statuses[status] ?? 0);
}

const unexpected = (r: TScenarioResult, status: number) => {
  const n = others(r, status);
  return n > 0 ? ` (${n} réponses ≠ ${status})` : '';
};

/**
 * A read under load against GET /api/health in the same run and at the same concurrency:
 * throughput ≥ `minThroughput` × the baseline's, p95 ≤ `maxP95` × the baseline's; every answer 200.
 */
export function ratioObjectives(
  label: string,
  r: TScenarioResult,
  baseline: TScenarioResult,
  minThroughput = 0.25,
  maxP95 = 10,
): TObjective[] {
  const ok = others(r, 200) === 0 && !r.stoppedEarly;
  const throughput = r.throughput / baseline.throughput;
  const p95 = r.p95 / baseline.p95;
  return [
    {
      label: `${label} : débit / référence`,
      measured: `${fmt(throughput, 3)} × (${fmt(r.throughput)} req/s)${unexpected(r, 200)}`,
      target: `≥ ${minThroughput} ×`,
      result: verdict(ok && throughput >= minThroughput),
    },
    {
      label: `${label} : p95 / référence`,
      measured: `${fmt(p95, 2)} × (${fmt(r.p95)} ms)${unexpected(r, 200)}`,
      target: `≤ ${maxP95} ×`,
      result: verdict(ok && p95 <= maxP95),
    },
  ];
}

/** An objective that could not be measured because its route is missing. */
export function missing(label: string, target: string): TObjective {
  return { label, measured: 'route absente', target, result: 'FAIL' };
}

export function printObjectives(title: string, objectives: TObjective[]): void {
  console.log(`\nObjectifs — ${title}\n`);
  printTable(
    ['objectif', 'mesuré', 'cible', 'résultat'],
    objectives.map((o) => [o.label, o.measured, o.target, o.result]),
  );
}

/** The last lines of the bench: PASS and FAIL counted per database and in all. */
export function printSummary(runs: Array<{ label: string; objectives: TObjective[] }>): void {
  const count = (list: TObjective[], v: TVerdict) => list.filter((o) => o.result === v).length;
  console.log('\nRésumé\n');
  const all = runs.flatMap((r) => r.objectives);
  printTable(
    ['base', 'PASS', 'FAIL'],
    [...runs, { label: 'total', objectives: all }].map((r) => [
      r.label,
      String(count(r.objectives, 'PASS')),
      String(count(r.objectives, 'FAIL')),
    ]),
  );
  const failed = runs.flatMap((r) =>
    r.objectives.filter((o) => o.result === 'FAIL').map((o) => `${r.label} — ${o.label}`),
  );
  if (failed.length > 0) console.log(`\nÉchecs :\n${failed.map((f) => `  - ${f}`).join('\n')}`);
}
