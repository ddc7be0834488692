import type { TScenarioResult } from './measure';

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

function statusText(statuses: Record<number, number>): string {
  return Object.entries(statuses)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
}

/** The figures as a table, then each scenario as ratios against the baseline of the same run. */
export function printReport(title: string, baseline: TScenarioResult, scenarios: TScenarioResult[]): void {
  const rows = [baseline, ...scenarios].map((r) => [
    r.name,
    String(r.concurrency),
    String(r.requests),
    statusText(r.statuses),
    fmt(r.throughput),
    fmt(r.p50),
    fmt(r.p95),
    r.stoppedEarly ? 'oui (limite de temps)' : 'non',
  ]);
  const header = [
    'scénario',
    'concurrence',
    'requêtes',
    'statuts',
    'req/s',
    'p50 ms',
    'p95 ms',
    'arrêt anticipé',
  ];
  console.log(`\n${title}\n`);
  printTable(header, rows);
  if (scenarios.length === 0) return;
  console.log('\nRapport à la référence (GET /api/health, même exécution) :\n');
  printTable(
    ['scénario', 'débit / référence', 'p50 / référence', 'p95 / référence'],
    scenarios.map((r) => [
      r.name,
      `${fmt(r.throughput / baseline.throughput, 3)} ×`,
      `${fmt(r.p50 / baseline.p50, 2)} ×`,
      `${fmt(r.p95 / baseline.p95, 2)} ×`,
    ]),
  );
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
