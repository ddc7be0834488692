import type { Logger } from 'pino';
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createProcessLogger } from '../log/logger';

/** How long a shutdown may take before the process leaves anyway. */
export const SHUTDOWN_DEADLINE_MS = 20_000;

export type TRunning = { close(): Promise<void> };

/** What runProcess uses of `process` (a test hands it a fake). */
export type TProcessHost = Pick<NodeJS.EventEmitter, 'on'> & { exit(code: number): void };

/**
 * Runs the web server or the worker (ADR 0049): starts it, stops it on SIGINT/SIGTERM within
 * SHUTDOWN_DEADLINE_MS, leaves at once on a second signal, and logs a crash as one JSON line.
 * A wrong configuration or a data directory in use prints its French message, as a person reads it.
 */
export async function runProcess(
  start: (log: Logger) => Promise<TRunning>,
  host: TProcessHost = process,
  log: Logger = createProcessLogger(),
): Promise<void> {
  host.on('unhandledRejection', (reason: unknown) => {
    log.fatal({ err: reason }, 'promesse rejetée sans traitement : arrêt du processus');
    host.exit(1);
  });
  host.on('uncaughtException', (err: unknown) => {
    log.fatal({ err }, 'exception non rattrapée : arrêt du processus');
    host.exit(1);
  });

  // Signals are heard from the first instant: one that arrives while the server is still starting
  // (a slow migration, Ctrl-C at boot) stops it as soon as it is up, instead of killing it mid-start.
  let running: TRunning | undefined;
  let stopping: string | undefined;
  const stop = (signal: string) => {
    if (stopping) {
      log.warn({ signal }, `${signal} reçu pendant l’arrêt : sortie immédiate`);
      host.exit(1);
      return;
    }
    stopping = signal;
    log.info({ signal }, `${signal} reçu, arrêt en cours…`);
    if (running) close(running);
  };
  const close = (started: TRunning) => {
    const deadline = setTimeout(() => {
      log.error(
        { deadlineMs: SHUTDOWN_DEADLINE_MS },
        `arrêt inachevé après ${SHUTDOWN_DEADLINE_MS / 1000} s : sortie forcée`,
      );
      host.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    started.close().then(
      () => {
        clearTimeout(deadline);
        log.info('arrêt terminé');
        host.exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log.error({ err }, 'arrêt en erreur');
        host.exit(1);
      },
    );
  };
  host.on('SIGINT', () => stop('SIGINT'));
  host.on('SIGTERM', () => stop('SIGTERM'));

  try {
    running = await start(log);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(`\n${err.message}\n`);
    else log.fatal({ err }, 'échec du démarrage');
    host.exit(1);
    return;
  }
  if (stopping) close(running);
}
