import { fromPglite, type Job, PgBoss, type SendOptions } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import type { TJobDefinition } from './job-definition';
import { JOB_DEFINITIONS, type TJobName } from './registry';

type TDefinitionOf<N extends TJobName> = Extract<(typeof JOB_DEFINITIONS)[number], { name: N }>;
export type TJobData<N extends TJobName> = z.input<TDefinitionOf<N>['schema']>;

export type TJobsLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type TJobsOptions = {
  log: TJobsLog;
  /** false: only send (no workers, no ticks, no schedules), e.g. a web node next to `npm run worker`. */
  work?: boolean;
  /** Disables the tick timers (tests send jobs themselves). */
  ticks?: boolean;
  /** How often idle workers look for new jobs (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
};

export type TJobs = {
  send<N extends TJobName>(name: N, data: TJobData<N>, options?: SendOptions): Promise<string | null>;
  /** The pg-boss instance, for tests and operations (job states, failed jobs). */
  boss: PgBoss;
  close(): Promise<void>;
};

/** pg-boss on the application's database: the embedded PGlite itself, or its own pool on PostgreSQL. */
function createBoss(database: Database): PgBoss {
  if (database.driver.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(database.driver.client), backend: 'pglite' });
  }
  const { connectionString } = database.driver.pool.options;
  if (!connectionString) throw new Error('pg-boss needs the PostgreSQL connection string');
  return new PgBoss({ connectionString, max: 4 });
}

function findDefinition(name: string): TJobDefinition {
  const definition = JOB_DEFINITIONS.find((d) => d.name === name) as TJobDefinition | undefined;
  if (!definition) throw new Error(`unknown job ${name}`);
  return definition;
}

/** Validates the data, runs the handler, and says so when the last attempt failed. */
async function runJob(deps: AppDeps, log: TJobsLog, definition: TJobDefinition, job: Job<unknown>) {
  const meta = job as Job<unknown> & { retryLimit?: number };
  try {
    // pg-boss hands a cron run its schedule's data: null for one scheduled by an earlier release.
    await definition.handler(deps, definition.schema.parse(job.data ?? {}));
  } catch (err) {
    const final = job.retryCount >= (meta.retryLimit ?? 0);
    const context = { job: definition.name, jobId: job.id, attempt: job.retryCount + 1, err };
    if (final) log.error(context, 'travail en échec définitif (état failed dans pg-boss)');
    else log.warn(context, 'travail en échec, nouvel essai programmé');
    throw err;
  }
}

/** Starts pg-boss (installing or migrating its schema), creates the queues, workers, ticks and schedules. */
export async function startJobs(deps: AppDeps, options: TJobsOptions): Promise<TJobs> {
  const { log } = options;
  const boss = createBoss(deps.database);
  boss.on('error', (err) => log.warn({ err }, 'file de travaux : erreur'));
  await boss.start();
  const timers: NodeJS.Timeout[] = [];
  const send: TJobs['send'] = (name, data, sendOptions) => {
    const definition = findDefinition(name);
    return boss.send(name, definition.schema.parse(data) as object, sendOptions ?? {});
  };
  try {
    for (const raw of JOB_DEFINITIONS) {
      const definition = raw as unknown as TJobDefinition;
      await boss.createQueue(definition.name, {
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: definition.retryDelay ?? 5,
        retryBackoff: definition.retryBackoff ?? true,
      });
      if (options.work === false) continue;
      await boss.work(
        definition.name,
        { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await runJob(deps, log, definition, job);
        },
      );
      if (definition.cron) {
        // {} (not null): every job's data is an object, and its schema says so.
        await boss.schedule(
          definition.name,
          definition.cron,
          {},
          {
            tz: definition.cronTz ?? 'Europe/Paris',
          },
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
    await boss.stop({ graceful: false }).catch(() => {});
    throw err;
  }
  return {
    send,
    boss,
    async close() {
      for (const timer of timers) clearInterval(timer);
      // Graceful: a running handler finishes (its transaction commits) before the database closes.
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
