import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { TConfig } from './config';
import { openDatabase } from './db/client';
import { seedOnStart } from './db/seed';
import { type AppDeps, createProcessDeps } from './deps';
import { openJobs, startWorkers, type TJobs, type TWorkers } from './jobs/start-jobs';
import { createProcessLogger } from './log/logger';
import { requeueUnsentEmails } from './mail/requeue';
import { contractSubprocessors, subprocessorsReady } from './modules/config/api';
import { attachRealtime, type TRealtime } from './realtime/realtime-server';

export type RunningServer = { app: FastifyInstance; deps: AppDeps; url: string; close(): Promise<void> };

/**
 * Boot order: database → migrations → job queue → secrets → mail → seed → unsent e-mails' jobs →
 * workers → socket.io → HTTP.
 */
export async function startServer(config: TConfig): Promise<RunningServer> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  let realtime: TRealtime | undefined;
  let jobs: TJobs | undefined;
  let workers: TWorkers | undefined;
  try {
    await database.migrate();
    const logger = { level: config.LOG_LEVEL };
    let appRef: FastifyInstance | undefined;
    // The app's logger exists once the app is built; the queue and the mailer are needed before.
    const log = {
      info: (obj: object, msg: string) => appRef?.log.info(obj, msg),
      warn: (obj: object, msg: string) => appRef?.log.warn(obj, msg),
      error: (obj: object, msg: string) => appRef?.log.error(obj, msg),
    };
    jobs = await openJobs(database, { log });
    const openedJobs = jobs;
    const deps = await createProcessDeps(config, database, jobs, log);
    const { mailer } = deps;
    const app = await buildApp(deps, { logger });
    appRef = app;
    const seeded = await seedOnStart(deps);
    await requeueUnsentEmails(deps);
    workers = await startWorkers(deps, { log: app.log });
    const startedWorkers = workers;
    const sockets = await attachRealtime(app.server, deps, { log: app.log });
    realtime = sockets;
    await app.listen({ port: config.PORT, host: config.HOST });
    printBanner(config, database.kind, seeded);
    if (!subprocessorsReady(config, await contractSubprocessors(deps)))
      app.log.warn(
        'DPA : sous-traitants non renseignés (DPA_SUBPROCESSORS ou /admin/config) — aucun DPA ne peut être établi tant qu’ils ne sont pas nommés',
      );
    return {
      app,
      deps,
      url: config.APP_URL,
      async close() {
        // Sockets first: an open websocket would keep the HTTP server from closing.
        await sockets.close();
        await app.close();
        // Before the mailer and the database: a running job finishes its transaction first.
        await startedWorkers.close();
        await openedJobs.close();
        await mailer.close();
        await database.close();
      },
    };
  } catch (err) {
    // A start that failed half-way closes what it opened; a part that cannot be closed is logged,
    // and the start's own error is the one that goes up.
    const started: Array<[string, { close(): Promise<unknown> } | undefined]> = [
      ['realtime', realtime],
      ['workers', workers],
      ['jobs', jobs],
      ['database', database],
    ];
    for (const [part, opened] of started) {
      await opened?.close().catch((error: unknown) => {
        createProcessLogger().warn({ err: error, part }, 'close after a failed start failed');
      });
    }
    throw err;
  }
}

function printBanner(config: TConfig, kind: string, seeded: string[]): void {
  // Without LOG_EMAIL_BODIES the log only says that a message left, not what it says.
  const localMail = config.LOG_EMAIL_BODIES ? 'table outbox_emails et journal' : 'table outbox_emails';
  const lines = [
    '',
    `  Créneau est prêt : ${config.APP_URL}`,
    `  Base de données : ${kind === 'pglite' ? `PGlite embarqué (${config.DATA_DIR})` : 'PostgreSQL'}`,
    `  E-mails : ${config.SMTP_URL ? 'SMTP' : `boîte d’envoi locale (${localMail})`}`,
    ...seeded,
    '',
  ];
  console.log(lines.join('\n'));
}
