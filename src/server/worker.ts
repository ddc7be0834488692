import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createProcessDeps } from './deps';
import { openJobs, startWorkers } from './jobs/start-jobs';
import { outboundWarning } from './outbound/guard';
import { runProcess } from './process/run-process';

/** `npm run worker`: the job workers alone (no HTTP), next to one or more web servers on PostgreSQL. */
await runProcess(async (log) => {
  const config = loadConfig();
  log.level = config.LOG_LEVEL;
  if (!config.DATABASE_URL) {
    // PGlite is one process: the server holds the data directory's lock and runs the jobs itself.
    throw new ConfigError(
      'npm run worker fonctionne uniquement avec PostgreSQL : définissez DATABASE_URL.\n' +
        'En mode embarqué (PGlite), le serveur (npm start) exécute lui-même les travaux en arrière-plan.',
    );
  }
  const warning = outboundWarning(config);
  if (warning) log.warn(warning);
  const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  await database.migrate();
  const jobs = await openJobs(database, { log });
  const deps = await createProcessDeps(config, database, jobs, log);
  const { mailer } = deps;
  const workers = await startWorkers(deps, { log });
  console.log('\n  Créneau — travaux en arrière-plan démarrés (PostgreSQL)\n');
  return {
    async close() {
      await workers.close();
      await jobs.close();
      await mailer.close();
      await database.close();
    },
  };
});
