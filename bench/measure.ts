import type { TResponse } from './http-client';

export type TScenarioResult = {
  name: string;
  concurrency: number;
  requests: number;
  statuses: Record<number, number>;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  stoppedEarly: boolean;
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * One worker per client, all at once; each sends its requests one after another (`next(client,
 * worker, i)` returns undefined when it has no more). Bounded by each list and by `maxSeconds`.
 */
export async function runScenario<C>(
  name: string,
  clients: C[],
  next: (client: C, worker: number, index: number) => (() => Promise<TResponse>) | undefined,
  maxSeconds: number,
): Promise<TScenarioResult> {
  const concurrency = clients.length;
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + maxSeconds * 1000;
  let stoppedEarly = false;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, worker) => {
      for (let index = 0; ; index++) {
        const request = next(client, worker, index);
        if (!request) return;
        if (performance.now() > deadline) {
          stoppedEarly = true;
          return;
        }
        const response = await request();
        latencies.push(response.ms);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    concurrency,
    requests: latencies.length,
    statuses,
    seconds,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    stoppedEarly,
  };
}
