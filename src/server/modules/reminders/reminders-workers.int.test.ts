import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  saveSettings,
  type TTestProvider,
} from '../../../test/booking-factories';
import { type Database, openDatabase } from '../../db/client';
import { bookingReminders, outboxEmails } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { openJobs, startWorkers, type TJobs, type TWorkers } from '../../jobs/start-jobs';
import { dispatchDueReminders } from './dispatch';
import { createManual, dispatchThroughQueue, recordingLog } from './test-support';

const MINUTE = 60_000;
let t: TestApp;
let provider: TTestProvider;
let serviceId: string;
/** The second node: its own connection pool on PostgreSQL (the same PGlite in embedded mode) and queue. */
let second: { database: Database; deps: AppDeps; jobs: TJobs; owned: boolean };
const started: TWorkers[] = [];

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  serviceId = (await createService(t.deps, provider.id)).id;
  await saveSettings(t.deps, provider.id, { reminderOffsetsMinutes: [1440] });
  const { driver } = t.deps.database;
  const database =
    driver.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: driver.pool.options.connectionString ?? '' })
      : t.deps.database;
  const jobs = await openJobs(database, { log: recordingLog(), maintenance: false });
  second = { database, deps: { ...t.deps, database, jobs }, jobs, owned: driver.kind === 'postgres' };
});
afterAll(async () => {
  for (const workers of started) await workers.close();
  await second?.jobs.close();
  if (second?.owned) await second.database.close();
  await t?.close();
});

it('sends each reminder exactly once with two workers and two dispatchers at once', async () => {
  const start = new Date(Math.floor(t.clock.now().getTime() / MINUTE) * MINUTE + 26 * 60 * MINUTE);
  const addresses = Array.from({ length: 30 }, (_, i) => `client${i}@exemple.fr`);
  const ids: string[] = [];
  for (const [i, address] of addresses.entries()) {
    const booking = await createManual(
      t,
      provider.token,
      serviceId,
      new Date(start.getTime() + i * 30 * MINUTE),
      address,
    );
    ids.push(booking.id);
  }
  const options = { log: recordingLog(), ticks: false, pollingIntervalSeconds: 0.5 };
  started.push(await startWorkers(t.deps, options));
  started.push(await startWorkers(second.deps, options));

  // Two rounds: half the reminders due, then all; each round runs two queue jobs (any worker
  // may take either) and four direct dispatchers on two connection pools at the same time.
  let directSent = 0;
  for (const [round, dueCount] of [15, 30].entries()) {
    t.clock.set(new Date(start.getTime() + (dueCount - 1) * 30 * MINUTE - 1440 * MINUTE));
    const [, , ...direct] = await Promise.all([
      dispatchThroughQueue(t.deps.jobs, `a${round}`),
      dispatchThroughQueue(second.jobs, `b${round}`),
      dispatchDueReminders(t.deps),
      dispatchDueReminders(second.deps),
      dispatchDueReminders(t.deps),
      dispatchDueReminders(second.deps),
    ]);
    directSent += direct.reduce((sum, r) => sum + r.sent, 0);
  }
  expect(directSent).toBeGreaterThan(0);

  const emails = await t.deps.database.db
    .select({ to: outboxEmails.toAddress })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, 'booking_reminder'));
  expect(emails.map((e) => e.to).sort()).toEqual([...addresses].sort());
  const rows = await t.deps.database.db
    .select({ status: bookingReminders.status })
    .from(bookingReminders)
    .where(inArray(bookingReminders.bookingId, ids));
  expect(rows.map((r) => r.status)).toEqual(Array(30).fill('sent'));
});
