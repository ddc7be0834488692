import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import type { AppDeps } from '../server/deps';
import { AppEvents } from '../server/events';
import { createMailer } from '../server/mail/mailer';
import type { TestApp } from './app';

export type TSecondNode = { app: FastifyInstance; deps: AppDeps; close(): Promise<void> };

const silentLog = { info: () => {}, warn: () => {} };

/**
 * Another app node on the PostgreSQL database of `first` (already migrated), as when several
 * nodes share one database behind a load balancer: its own pool, events and socket.io server,
 * the same JWT secret. Close it before `first`, whose close() drops the database.
 */
export async function openSecondNode(first: TestApp): Promise<TSecondNode> {
  const { driver } = first.deps.database;
  if (driver.kind !== 'postgres') throw new Error('a second node needs PostgreSQL (TEST_DB_KIND=postgres)');
  const url = driver.pool.options.connectionString;
  if (!url) throw new Error('the first node pool has no connection string');
  const database = await openDatabase({ kind: 'postgres', url });
  const mailer = createMailer({ smtpUrl: undefined, from: first.deps.config.MAIL_FROM, log: silentLog });
  const deps: AppDeps = {
    ...first.deps,
    database,
    mailer,
    events: new AppEvents(),
  };
  const app = await buildApp(deps, { webDir: '/nonexistent' });
  return {
    app,
    deps,
    async close() {
      await app.close();
      await mailer.close();
      // Same as createTestApp: the database is dropped WITH (FORCE) right after.
      if (database.driver.kind === 'postgres') database.driver.pool.on('error', () => {});
      await database.close();
    },
  };
}
