import type { ParsedMail } from 'mailparser';
import { afterAll, expect, it } from 'vitest';
import { startSmtpListener } from '../src/test/smtp-listener';
import { api, apiLogin } from './support/api';
import { startServer, type TestServer } from './support/server';
import { DEMO_PROVIDER } from './support/sign-in';

let smtp: Awaited<ReturnType<typeof startSmtpListener>> | undefined;
let first: TestServer | undefined;
let second: TestServer | undefined;
afterAll(async () => {
  await first?.kill('SIGKILL');
  await second?.stop();
  await smtp?.close();
});

const recipients = (mail: ParsedMail) => JSON.stringify(mail.to);
const MINUTE = 60_000;
/** How far ahead of the server's clock the reminders fall: hours before any other is due. */
const AHEAD = 20 * MINUTE;
/** The later bookings' reminders: an hour ahead, so that no two bookings overlap. */
const LATER = 60 * MINUTE;

async function book(server: TestServer, token: string, serviceId: string, email: string, start: Date) {
  const created = await api(server.url, token, 'POST', '/api/bookings', {
    serviceId,
    start: start.toISOString(),
    client: { name: `Client ${email}`, email, phone: '06 12 34 56 78' },
    notifyClient: false,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
}

it('sends every pending reminder exactly once across a SIGKILL and a restart', async () => {
  smtp = await startSmtpListener();
  const env = { SMTP_URL: smtp.url, REMINDER_TICK_SECONDS: '2' };
  // The servers' clocks are moved by the test (ADR 0052): no reminder comes due while the first
  // one runs, whatever the machine's load, and none is awaited in real time.
  first = await startServer(env, { testClock: true });
  const { token } = await apiLogin(first.url, DEMO_PROVIDER);
  // One booking per offset, three hours apart: every booking has exactly one reminder due AHEAD
  // from now (its other offsets fall in the past or hours later).
  const offsets = [5, 185, 365];
  const settings = await api(first.url, token, 'PUT', '/api/settings', { reminderOffsetsMinutes: offsets });
  expect(settings.status).toBe(200);
  const services = (await api(first.url, token, 'GET', '/api/services')).json.services as {
    id: string;
    durationMinutes: number;
  }[];
  const serviceId = services.toSorted((a, b) => a.durationMinutes - b.durationMinutes)[0]?.id ?? '';
  const firstNow = await first.advanceClock(0);
  const clients = offsets.map((offset, i) => ({
    email: `crash${i}@exemple.fr`,
    start: new Date(firstNow.getTime() + offset * MINUTE + AHEAD + i * 2_000),
  }));
  for (const client of clients) await book(first, token, serviceId, client.email, client.start);

  // Killed while every reminder is still pending; the new process uses the same database.
  await first.kill('SIGKILL');
  expect(smtp.messages.filter((m) => m.subject?.startsWith('Rappel'))).toEqual([]);
  const dataDir = first.dataDir;
  first = undefined;
  second = await startServer(env, { dataDir, testClock: true });
  const restarted = second;

  // The new process's clock reaches the reminders' time: each goes out once.
  await restarted.advanceClock(AHEAD + MINUTE);
  const reminderTo = (email: string) => (m: ParsedMail) =>
    Boolean(m.subject?.startsWith('Rappel')) && recipients(m).includes(email);
  for (const client of clients) await smtp.waitFor(reminderTo(client.email), 40_000);

  // Two more dispatches, each seen by a later reminder it sends: nothing was sent twice meanwhile.
  // (All the moves add up to under three hours: the first bookings' other reminders stay ahead.)
  for (const round of [1, 2]) {
    const email = `later${round}@exemple.fr`;
    const now = await restarted.advanceClock(0);
    await book(restarted, token, serviceId, email, new Date(now.getTime() + 5 * MINUTE + LATER));
    await restarted.advanceClock(LATER + MINUTE);
    await smtp.waitFor(reminderTo(email), 40_000);
  }
  for (const client of clients) {
    const received = smtp.messages.filter(reminderTo(client.email));
    expect(received).toHaveLength(1);
    expect(received[0]?.attachments.some((a) => a.filename?.endsWith('.ics'))).toBe(true);
  }
});
