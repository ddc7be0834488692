import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { bookings, outboxEmails } from '../../db/schema';

let t: TestApp;
let provider: TTestProvider;
let service: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  service = await createService(t.deps, provider.id);
  await openEveryDay(t.deps, provider.id);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

async function outboxCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(outboxEmails);
  return row?.n ?? 0;
}

async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: bookings.status, startAt: bookings.startAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

/**
 * Runs `work` while every transaction that writes an e-mail fails at its COMMIT, after all its
 * writes (a deferred constraint trigger): the crash between "booking written" and "e-mail written".
 */
async function withFailingCommit<T>(work: () => Promise<T>): Promise<T> {
  await db().execute(
    sql.raw(`create function test_fail_commit() returns trigger language plpgsql as $$
    begin raise exception 'échec simulé au commit'; end $$`),
  );
  await db().execute(
    sql.raw(`create constraint trigger test_fail_commit after insert on outbox_emails
      deferrable initially deferred for each row execute function test_fail_commit()`),
  );
  try {
    return await work();
  } finally {
    await db().execute(sql.raw('drop trigger test_fail_commit on outbox_emails'));
    await db().execute(sql.raw('drop function test_fail_commit()'));
  }
}

const publicBook = (start: string, email = 'jeanne@exemple.fr') =>
  t.post(`/api/public/providers/${provider.id}/bookings`, bookingBody(service.id, start, { email }), {
    ip: nextTestIp(),
  });

async function booked(start: string) {
  const response = await publicBook(start);
  expect(response.statusCode).toBe(201);
  const body = response.json<{ booking: { id: string }; manageUrl: string }>();
  return { id: body.booking.id, token: body.manageUrl.split('/').pop() ?? '' };
}

const asProvider = (method: 'PATCH' | 'POST', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${provider.token}` },
  });

describe('booking e-mails are written in the booking’s own transaction', () => {
  // Each outbox row has its delivery job and no job outlives a rolled-back row (ADR 0048).
  afterEach(async () => {
    expect((await t.deps.jobs.boss.findJobs('email.send')).length).toBe(await outboxCount());
  });

  it('public booking: a failed commit stores neither the booking nor its e-mails', async () => {
    const start = localStart(t, 2, '09:00');
    const before = await outboxCount();
    const response = await withFailingCommit(() => publicBook(start));
    expect(response.statusCode).toBe(500);
    expect(await outboxCount()).toBe(before);
    const stored = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.startAt, new Date(start)));
    expect(stored).toEqual([]);
    // Nothing half-done blocks the slot: the same request goes through once commits work again.
    expect((await publicBook(start)).statusCode).toBe(201);
    expect(await outboxCount()).toBe(before + 2);
  });

  it('manual booking with the client notified: nothing stored when the commit fails', async () => {
    const start = localStart(t, 2, '10:00');
    const before = await outboxCount();
    const response = await withFailingCommit(() =>
      asProvider('POST', '/api/bookings', {
        serviceId: service.id,
        start,
        client: { name: 'Paul Durand', email: 'paul@exemple.fr', phone: '' },
        notifyClient: true,
      }),
    );
    expect(response.statusCode).toBe(500);
    expect(await outboxCount()).toBe(before);
    expect(
      await db()
        .select()
        .from(bookings)
        .where(eq(bookings.startAt, new Date(start))),
    ).toEqual([]);
  });

  it('client cancel and move by their link: the booking stays as it was, no e-mail', async () => {
    const { id, token } = await booked(localStart(t, 3, '09:00'));
    const before = await outboxCount();
    const original = await statusOf(id);
    const cancel = await withFailingCommit(() =>
      t.post(`/api/public/bookings/${id}/cancel`, { token }, { ip: nextTestIp() }),
    );
    const move = await withFailingCommit(() =>
      t.post(`/api/public/bookings/${id}/reschedule`, { token, start: localStart(t, 3, '14:00') }),
    );
    expect([cancel.statusCode, move.statusCode]).toEqual([500, 500]);
    expect(await statusOf(id)).toEqual(original);
    expect(await outboxCount()).toBe(before);
  });

  it('provider cancel, move and status change: the booking stays as it was, no e-mail', async () => {
    const { id } = await booked(localStart(t, 4, '09:00'));
    const before = await outboxCount();
    const original = await statusOf(id);
    const responses = await withFailingCommit(async () => [
      await asProvider('POST', `/api/bookings/${id}/cancel`, { reason: 'Fermeture' }),
      await asProvider('PATCH', `/api/bookings/${id}`, { start: localStart(t, 4, '15:00') }),
      await asProvider('PATCH', `/api/bookings/${id}`, { status: 'cancelled' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([500, 500, 500]);
    expect(await statusOf(id)).toEqual(original);
    expect(await outboxCount()).toBe(before);
  });

  it('a crash after the commit loses nothing: each committed e-mail has its job, which delivers it', async () => {
    // No worker runs here: as if the process died right after the commit.
    const { id } = await booked(localStart(t, 5, '09:00'));
    const queued = await db().select().from(outboxEmails).where(eq(outboxEmails.bookingId, id));
    expect(queued.map((e) => e.status)).toEqual(['queued', 'queued']);
    // The restarted server's workers.
    const runs = await t.runJobs(['email.send']);
    expect(runs.filter((run) => run.error)).toEqual([]);
    const after = await db().select().from(outboxEmails).where(eq(outboxEmails.bookingId, id));
    expect(after.map((e) => e.status)).toEqual(['logged', 'logged']);
  });
});
