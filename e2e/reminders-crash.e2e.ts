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

it('sends every pending reminder exactly once across a SIGKILL and a restart', async () => {
  smtp = await startSmtpListener();
  const env = { SMTP_URL: smtp.url, REMINDER_TICK_SECONDS: '2' };
  first = await startServer(env);
  const { token } = await apiLogin(first.url, DEMO_PROVIDER);
  // One booking per offset, three hours apart: every booking has exactly one reminder due about
  // 20 s from now (its other offsets fall in the past or hours ahead).
  const offsets = [5, 185, 365];
  const settings = await api(first.url, token, 'PUT', '/api/settings', { reminderOffsetsMinutes: offsets });
  expect(settings.status).toBe(200);
  const services = (await api(first.url, token, 'GET', '/api/services')).json.services as {
    id: string;
    durationMinutes: number;
  }[];
  const serviceId = services.toSorted((a, b) => a.durationMinutes - b.durationMinutes)[0]?.id ?? '';
  const now = Date.now();
  const clients = offsets.map((offset, i) => ({
    email: `crash${i}@exemple.fr`,
    start: new Date(now + offset * 60_000 + 20_000 + i * 2_000),
  }));
  for (const [i, client] of clients.entries()) {
    const created = await api(first.url, token, 'POST', '/api/bookings', {
      serviceId,
      start: client.start.toISOString(),
      client: { name: `Client ${i}`, email: client.email, phone: '06 12 34 56 78' },
      notifyClient: false,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
  }

  // Killed while every reminder is still pending; the new process uses the same database.
  await first.kill('SIGKILL');
  expect(smtp.messages.filter((m) => m.subject?.startsWith('Rappel'))).toEqual([]);
  const dataDir = first.dataDir;
  first = undefined;
  second = await startServer(env, { dataDir });

  const reminderTo = (email: string) => (m: ParsedMail) =>
    Boolean(m.subject?.startsWith('Rappel')) && recipients(m).includes(email);
  for (const client of clients) await smtp.waitFor(reminderTo(client.email), 40_000);
  // Several more ticks: nothing is sent twice.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  for (const client of clients) {
    const received = smtp.messages.filter(reminderTo(client.email));
    expect(received).toHaveLength(1);
    expect(received[0]?.attachments.some((a) => a.filename?.endsWith('.ics'))).toBe(true);
  }
}, 90_000);
