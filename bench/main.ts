import os from 'node:os';
import { benchEngine } from './engine';
import { runIsolated, type TDatabaseKind } from './isolated-run';
import { printSummary } from './objectives';
import { createDataDir } from './prepare-data-dir';
import type { TRunOutcome } from './run-database';
import { runServerProcess } from './server-process';
import { soakSeconds } from './soak';

/**
 * `npm run bench`: the real app on embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL is
 * set, measured against the targets of issue 18. Each database's server runs in a process of its
 * own; this one is the load generator (HTTP clients, tables, objectives). Every scenario
 * has a fixed number of requests and a time limit: the bench stops by itself.
 * Exit code: 0 all PASS, 1 a FAIL, 2 a route missing.
 */
async function main(): Promise<number> {
  const cpu = os.cpus()[0]?.model ?? 'inconnu';
  console.log(
    `Machine : Node ${process.version}, ${os.availableParallelism()} cœurs (${cpu}), ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(1)} Go de mémoire.`,
  );
  const kinds: TDatabaseKind[] = ['pglite'];
  if (process.env.BENCH_DATABASE_URL) kinds.push('postgres');
  else
    console.log('BENCH_DATABASE_URL absent : PGlite seulement (postgres://… pour mesurer aussi PostgreSQL).');

  const engine = benchEngine();
  console.log(
    `Moteur de créneaux seul (30 jours, ${engine.busy} rendez-vous, ${engine.slots} créneaux) : ` +
      `p50 ${engine.p50.toFixed(2)} ms, p95 ${engine.p95.toFixed(2)} ms par calcul.`,
  );

  // The soak runs on the last database only (PostgreSQL when set): the one production runs on.
  const soak = soakSeconds();
  const outcomes: TRunOutcome[] = [];
  for (const [i, kind] of kinds.entries())
    outcomes.push(await runIsolated(kind, i === kinds.length - 1 ? soak : 0));
  if (soak === 0) console.log('\nCharge mixte (mémoire) sautée : BENCH_SOAK_SECONDS=0.');
  printSummary(outcomes);
  const failed = outcomes.some((o) => o.objectives.some((x) => x.result === 'FAIL'));
  return outcomes.every((o) => o.complete) ? (failed ? 1 : 0) : 2;
}

const server = process.env.BENCH_SERVER as TDatabaseKind | undefined;
const preparing = process.env.BENCH_PREPARE_DIR;
if (preparing) await createDataDir(preparing);
else if (server) await runServerProcess(server);
process.exit(server || preparing ? (process.exitCode ?? 0) : await main());
