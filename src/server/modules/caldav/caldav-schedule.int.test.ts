import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, localStart, type TTestProvider } from '../../../test/booking-factories';
import { connectRadicale, foreignEvent } from '../../../test/caldav-world';
import { type Radicale, startRadicale } from '../../../test/radicale';
import { calendarBusy, calendarConnections } from '../../db/schema';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let radicale: Radicale;
/** The server of the account that fails: stopped once it is connected. */
let downServer: Radicale;
let workUrl: string;
let ana: TTestProvider;
let ben: TTestProvider;
let cleo: TTestProvider;
const connectionOf = new Map<TTestProvider, string>();

beforeAll(async () => {
  radicale = await startRadicale();
  workUrl = await radicale.makeCalendar('travail', 'Travail');
  downServer = await startRadicale({ username: 'cleo' });
  await downServer.makeCalendar('perso', 'Perso');
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', APP_URL: 'https://rdv.exemple.fr' } });
  ana = await createProvider(t, { displayName: 'Salon Ana' });
  ben = await createProvider(t, { displayName: 'Salon Ben' });
  cleo = await createProvider(t, { displayName: 'Salon Cléo' });
  connectionOf.set(ana, (await connectRadicale(t, ana, radicale)).id);
  connectionOf.set(ben, (await connectRadicale(t, ben, radicale)).id);
  connectionOf.set(cleo, (await connectRadicale(t, cleo, downServer)).id);
  await downServer.stop();
});
afterAll(async () => {
  await t?.close();
  await radicale?.stop();
  await downServer?.stop();
});

const idOf = (provider: TTestProvider) => connectionOf.get(provider) ?? '';

/** The connections that have a `caldav.sync` waiting to run, sorted. */
async function queuedSyncs(): Promise<string[]> {
  const jobs = await t.deps.jobs.boss.findJobs<{ connectionId: string }>('caldav.sync', { queued: true });
  return jobs.map((job) => job.data.connectionId).sort();
}

/** Ana’s sync, queued as the tick or « Actualiser » queues it (without her 12-hour session). */
async function syncAna(): Promise<void> {
  await t.deps.jobs.send('caldav.sync', { connectionId: idOf(ana) });
  const runs = await t.runJobs(['caldav.sync']);
  expect(runs.map((run) => run.error)).toEqual([undefined]);
}

/** One tick of the schedule, as the workers' timer sends it, run inline. */
async function tick(): Promise<void> {
  await t.deps.jobs.send('caldav.sync-due', {});
  const runs = await t.runJobs(['caldav.sync-due']);
  expect(runs.map((run) => run.error)).toEqual([undefined]);
}

describe('caldav.sync-due', () => {
  it('queues a sync for the stale and failing connections only, never a second one while one waits', async () => {
    // Well past the accounts' creation (a real-time default), so only the sync times decide.
    t.clock.advance(60 * MINUTE);
    await t.runJobs(['caldav.sync']);
    const status = async (provider: TTestProvider) =>
      (
        await t.deps.database.db
          .select({ status: calendarConnections.status })
          .from(calendarConnections)
          .where(eq(calendarConnections.id, idOf(provider)))
      )[0]?.status;
    expect(await status(ben)).toBe('ok');
    expect(await status(cleo)).toBe('error');
    t.clock.advance(2 * MINUTE - 10 * SECOND);
    await syncAna();
    t.clock.advance(10 * SECOND);
    // Ana synced 10 s ago; Ben 2 minutes ago; Cléo's server has failed since 2 minutes.
    expect(await queuedSyncs()).toEqual([]);

    await tick();
    const stale = [idOf(ben), idOf(cleo)].sort();
    expect(await queuedSyncs()).toEqual(stale);
    await tick();
    expect(await queuedSyncs()).toEqual(stale);

    // Once they ran (Cléo failing again), nobody is due until the period has passed once more.
    const runs = await t.runJobs(['caldav.sync']);
    expect(runs).toHaveLength(2);
    await tick();
    expect(await queuedSyncs()).toEqual([]);
    t.clock.advance(46 * SECOND);
    await tick();
    expect(await queuedSyncs()).toEqual([idOf(ana), idOf(ben), idOf(cleo)].sort());
    await t.runJobs(['caldav.sync']);
  });
});

describe('the busy copy as time passes', () => {
  it('drops the occurrences the horizon has passed, keeps the ones ahead', async () => {
    const at = (days: number, hhmm: string) => new Date(localStart(t, days, hhmm));
    await radicale.putEvent(workUrl, 'dentiste', foreignEvent('dentiste', at(1, '10:00'), at(1, '11:00')));
    await radicale.putEvent(workUrl, 'kine', foreignEvent('kine', at(6, '10:00'), at(6, '11:00')));
    await syncAna();
    const busyStarts = async () => {
      const rows = await t.deps.database.db
        .select({ startsAt: calendarBusy.startsAt })
        .from(calendarBusy)
        .where(eq(calendarBusy.providerId, ana.id))
        .orderBy(calendarBusy.startsAt);
      return rows.map((row) => row.startsAt.toISOString());
    };
    const dentist = at(1, '10:00').toISOString();
    const kine = at(6, '10:00').toISOString();
    expect(await busyStarts()).toEqual([dentist, kine]);

    // Neither object changes: only the passing of time can drop the dentist's hour.
    t.clock.advance(3 * DAY);
    await syncAna();
    expect(await busyStarts()).toEqual([kine]);
  });
});
