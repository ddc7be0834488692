import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createProcessDeps } from './deps';
import { startJobs, type TJobsLog } from './jobs/start-jobs';
import { withSafeError } from './log/serialize-error';

/** `npm run worker`: the job workers alone (no HTTP), next to one or more web servers on PostgreSQL. */
const log: TJobsLog = {
  info: (obj, msg) => console.log(msg, JSON.stringify(withSafeError(obj))),
  warn: (obj, msg) => console.warn(msg, JSON.stringify(withSafeError(obj))),
  error: (obj, msg) => console.error(msg, JSON.stringify(withSafeError(obj))),
};

try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    // PGlite is one process: the server holds the data directory's lock and runs the jobs itself.
    throw new ConfigError(
      'npm run worker fonctionne uniquement avec PostgreSQL : définissez DATABASE_URL.\n' +
        'En mode embarqué (PGlite), le serveur (npm start) exécute lui-même les travaux en arrière-plan.',
    );
  }
  const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  await database.migrate();
  const deps = await createProcessDeps(config, database, log);
  const { mailer } = deps;
  const jobs = await startJobs(deps, { log });
  deps.jobs = jobs;
  console.log('\n  Créneau — travaux en arrière-plan démarrés (PostgreSQL)\n');
  const stop = async (signal: string) => {
    console.log(`\n${signal} reçu, arrêt des travaux en cours…`);
    await jobs.close();
    await mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
