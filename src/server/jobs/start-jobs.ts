import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  type JobInsert,
  PgBoss,
  type Queue,
  type QueueOptions,
  type SendOptions,
} from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { TDbExecutor } from '../db/executor';
import type { AppDeps } from '../deps';
import { deadLetterOf } from './dead-letters';
import type { TJobDefinition } from './job-definition';
import { JOB_DEFINITIONS, type TJobName } from './registry';
import { findDefinition, runJob, type TJobsLog } from './run-job';

export type { TJobsLog } from './run-job';

type TDefinitionOf<N extends TJobName> = Extract<(typeof JOB_DEFINITIONS)[number], { name: N }>;
export type TJobData<N extends TJobName> = z.input<TDefinitionOf<N>['schema']>;

/**
 * pg-boss's send options, with `tx` instead of its `db`: the job is inserted through that
 * transaction's connection, so it exists if and only if the transaction commits (ADR 0048).
 */
export type TSendOptions = Omit<SendOptions, 'db'> & { tx?: TDbExecutor };

/** One job of a `sendMany`: its data and its own options (singletonKey, startAfter…). */
export type TJobToSend<N extends TJobName> = Omit<JobInsert, 'data'> & { data: TJobData<N> };

export type TJobs = {
  send<N extends TJobName>(name: N, data: TJobData<N>, options?: TSendOptions): Promise<string | null>;
  /**
   * Several jobs of one queue in one statement (pg-boss `insert`), in `tx` when given. Returns the
   * ids of the jobs created (a job the queue's policy refuses, e.g. a duplicate key, has none).
   */
  sendMany<N extends TJobName>(
    name: N,
    jobs: TJobToSend<N>[],
    options?: { tx?: TDbExecutor },
  ): Promise<string[]>;
  /** The pg-boss instance, for workers, tests and operations (job states, failed jobs). */
  boss: PgBoss;
  close(): Promise<void>;
};

export type TOpenJobsOptions = {
  log: TJobsLog;
  /**
   * pg-boss's own timers: supervision (expired jobs, retention) and the cron clock that turns
   * schedules into jobs, and its LISTEN for the queues with `notify`. On in the processes
   * (default), off in tests, which run jobs themselves.
   */
  maintenance?: boolean;
};

/**
 * pg-boss on the application's database: the embedded PGlite itself, or its own pool on PostgreSQL.
 * The processes (`maintenance`) listen for new jobs of the queues that ask for it (`notify`); on
 * PostgreSQL that holds one more connection.
 */
function createBoss(database: Database, maintenance: boolean): PgBoss {
  const timers = { supervise: maintenance, schedule: maintenance, useListenNotify: maintenance };
  if (database.driver.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(database.driver.client), backend: 'pglite', ...timers });
  }
  const { connectionString } = database.driver.pool.options;
  if (!connectionString) throw new Error('pg-boss needs the PostgreSQL connection string');
  return new PgBoss({ connectionString, max: 4, ...timers });
}

/** The queue options a definition asks for (pg-boss keeps them on the queue row). */
export function queueOptionsOf(
  definition: TJobDefinition,
): QueueOptions & Pick<Queue, 'notify'> & { policy: string; deadLetter?: string } {
  const deadLetter = deadLetterOf(definition.name);
  return {
    policy: definition.policy ?? 'standard',
    retryLimit: definition.retryLimit ?? 2,
    retryDelay: definition.retryDelay ?? 5,
    retryBackoff: definition.retryBackoff ?? true,
    ...(definition.retryDelayMax === undefined ? {} : { retryDelayMax: definition.retryDelayMax }),
    ...(definition.expireInSeconds === undefined ? {} : { expireInSeconds: definition.expireInSeconds }),
    notify: definition.notify ?? false,
    // A job that failed its last attempt goes to the dead-letter queue (ADR 0053).
    ...(deadLetter === undefined ? {} : { deadLetter }),
  };
}

/**
 * Creates the missing queues and brings the retry options of existing ones to the code's (pg-boss's
 * createQueue does nothing for an existing queue). A policy cannot change in place: a new policy
 * needs a new queue name.
 */
async function ensureQueues(boss: PgBoss): Promise<void> {
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  const changed: string[] = [];
  for (const raw of JOB_DEFINITIONS) {
    const definition = raw as unknown as TJobDefinition;
    const { policy, ...options } = queueOptionsOf(definition);
    const queue = existing.get(definition.name);
    if (!queue) {
      await boss.createQueue(definition.name, { policy: policy as never, ...options });
      changed.push(definition.name);
      continue;
    }
    const stale = Object.entries(options).some(([key, value]) => queue[key as keyof typeof queue] !== value);
    if (stale) {
      await boss.updateQueue(definition.name, options);
      changed.push(definition.name);
    }
  }
  // A created or updated queue leaves pg-boss's queue cache; its next send would read the queue
  // row outside the caller's transaction, and PGlite (one connection) would wait for that very
  // transaction to end. Reading each such queue now fills the cache again.
  for (const name of changed) await boss.getJobById(name, '00000000-0000-0000-0000-000000000000');
}

/**
 * pg-boss started on the database (schema installed or migrated, queues created): it can send,
 * it runs nothing. Every process opens it once; `startWorkers` adds the workers.
 */
export async function openJobs(database: Database, options: TOpenJobsOptions): Promise<TJobs> {
  const { log } = options;
  const boss = createBoss(database, options.maintenance ?? true);
  boss.on('error', (err) => log.warn({ err }, 'file de travaux : erreur'));
  await boss.start();
  try {
    await ensureQueues(boss);
  } catch (err) {
    // The start failed: stop what started, say if that fails too, and report the first error.
    await boss
      .stop({ graceful: false })
      .catch((stopErr: unknown) =>
        log.warn({ err: stopErr }, 'file de travaux : arrêt impossible après un échec'),
      );
    throw err;
  }
  return {
    boss,
    async send(name, data, sendOptions = {}) {
      const { tx, ...rest } = sendOptions;
      const definition = findDefinition(name);
      const payload = definition.schema.parse(data) as object;
      const options = { singletonKey: definition.singletonKey?.(payload), ...rest };
      return boss.send(name, payload, tx ? { ...options, db: fromDrizzle(tx, sql) } : options);
    },
    async sendMany(name, jobs, sendOptions = {}) {
      if (jobs.length === 0) return [];
      const { schema, singletonKey } = findDefinition(name);
      const rows = jobs.map((job) => {
        const data = schema.parse(job.data) as object;
        return { singletonKey: singletonKey?.(data), ...job, data };
      });
      const { tx } = sendOptions;
      const db = tx ? { db: fromDrizzle(tx, sql) } : {};
      return (await boss.insert(name, rows, { ...db, returnId: true })) ?? [];
    },
    async close() {
      // Graceful: a running handler finishes (its transaction commits) before the database closes.
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

export type TWorkersOptions = {
  log: TJobsLog;
  /** Disables the tick timers (tests send jobs themselves). */
  ticks?: boolean;
  /** How often idle workers look for new jobs (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
};

export type TWorkers = { close(): Promise<void> };

/**
 * The workers of every queue on `deps.jobs`, the cron schedules and the ticks: `npm run worker`,
 * and the web server (which always works too). close() stops them, letting running handlers finish.
 */
export async function startWorkers(deps: AppDeps, options: TWorkersOptions): Promise<TWorkers> {
  const { log } = options;
  const { boss } = deps.jobs;
  const timers: NodeJS.Timeout[] = [];
  const stop = async () => {
    for (const timer of timers) clearInterval(timer);
    for (const definition of JOB_DEFINITIONS) await boss.offWork(definition.name, { wait: true });
  };
  try {
    for (const raw of JOB_DEFINITIONS) {
      const definition = raw as unknown as TJobDefinition;
      const polling = {
        includeMetadata: true as const,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      };
      const batchSize = definition.batchSize ?? 1;
      if (batchSize === 1) {
        await boss.work(definition.name, polling, async (jobs) => {
          for (const job of jobs) await runJob(deps, log, definition, job);
        });
      } else {
        // Side by side, each job settled on its own: one failure retries that job alone. While
        // the batches come back full there is more to do, so the worker fetches again at once.
        await boss.work(
          definition.name,
          { ...polling, batchSize, perJobResults: true, burstWhenBatchFull: true },
          (jobs) =>
            Promise.all(
              jobs.map((job) =>
                runJob(deps, log, definition, job).then(
                  () => ({ id: job.id, status: 'completed' as const }),
                  (err: unknown) => ({ id: job.id, status: 'failed' as const, output: err }),
                ),
              ),
            ),
        );
      }
      if (definition.cron) {
        // {} (not null): every job's data is an object, and its schema says so.
        await boss.schedule(
          definition.name,
          definition.cron,
          {},
          { tz: definition.cronTz ?? 'Europe/Paris' },
        );
      }
      if (definition.tickSeconds && options.ticks !== false) {
        const tick = () =>
          void boss
            .send(definition.name, {})
            .catch((err: unknown) =>
              log.warn({ err, job: definition.name }, 'file de travaux : envoi impossible'),
            );
        tick();
        const timer = setInterval(tick, definition.tickSeconds(deps.config) * 1000);
        timer.unref();
        timers.push(timer);
      }
    }
  } catch (err) {
    await stop().catch((stopErr: unknown) =>
      log.warn({ err: stopErr }, 'travaux : arrêt des workers impossible après un échec'),
    );
    throw err;
  }
  return { close: stop };
}
