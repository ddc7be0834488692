import { CREATES_PER_CLIENT, createOverProviders, type TCreated } from './creation';
import type { TScenarioResult } from './measure';
import { fmt, type TObjective, verdict } from './objectives';
import { BLOCKS, CONCURRENCY, MAX_SECONDS } from './scenarios';
import { freeSlotStarts, type TBenchProvider } from './seed';
import type { TServerLink } from './server-link';
import type { TSmtpSink } from './smtp-sink';

/** How long the e-mails of the earlier scenarios may take to leave before this one starts. */
const DRAIN_SECONDS = 180;

export type TDelivery = {
  /** The creations, their time counted until the last of their e-mails reached the listener. */
  result: TScenarioResult;
  /** E-mails the creations wrote, and how many of them had not arrived when the time was up. */
  emails: number;
  missing: number;
  /** Seconds from the last answer to the last e-mail received. */
  tail: number;
  /**
   * The server process's CPU time per booking taken, its e-mails' delivery included (ms): what the
   * machine's other load changes least. PostgreSQL's own processes are not counted.
   */
  cpuMsPerBooking: number;
};

/**
 * Issue 30, item 23: bookings over `providers` empty agendas as in createOverProviders, every
 * e-mail they make delivered over SMTP to the listener; the clock stops when the last one has
 * arrived (not when the last booking is answered). The e-mails of the earlier scenarios are
 * awaited first, so that the measure holds this scenario's work alone.
 */
export async function createAndDeliver(
  server: Pick<TServerLink, 'outbox' | 'memory'>,
  sink: TSmtpSink,
  base: URL,
  providers: TBenchProvider[],
  created: TCreated,
): Promise<TDelivery> {
  const before = await server.outbox();
  if (!(await sink.waitFor(before.rows, DRAIN_SECONDS * 1000)))
    console.log(`\nAttention : ${before.rows - sink.received()} e-mails antérieurs toujours en route.`);
  const perProvider = Math.ceil((CONCURRENCY * CREATES_PER_CLIENT) / providers.length);
  const starts = freeSlotStarts(new Date(), perProvider, true);
  const name = `POST …/bookings (${providers.length} professionnels, e-mails reçus)`;
  const run = { block: BLOCKS.delivered, name, firstClient: 200_000 };
  const cpuBefore = (await server.memory()).cpuMicros;
  const answered = await createOverProviders(base, providers, starts, created, run);
  const answeredAt = performance.now();
  const after = await server.outbox();
  await sink.waitFor(after.rows, MAX_SECONDS * 1000);
  const tail = (performance.now() - answeredAt) / 1000;
  const cpuMicros = (await server.memory()).cpuMicros - cpuBefore;
  const seconds = answered.seconds + tail;
  return {
    result: { ...answered, seconds, throughput: answered.requests / seconds },
    emails: after.rows - before.rows,
    missing: Math.max(0, after.rows - sink.received()),
    tail,
    cpuMsPerBooking: cpuMicros / 1000 / Math.max(1, answered.statuses[201] ?? 0),
  };
}

/** Bookings per second (201s) until their last e-mail arrived, against `min`. */
export function deliveryObjective(label: string, d: TDelivery, min: number): TObjective {
  const rate = (d.result.statuses[201] ?? 0) / d.result.seconds;
  const refused = d.result.requests - (d.result.statuses[201] ?? 0);
  const notes = [
    `${d.emails} e-mails, dernier reçu ${fmt(d.tail, 2)} s après la dernière réponse`,
    `CPU du serveur ${fmt(d.cpuMsPerBooking, 2)} ms par réservation`,
    refused > 0 ? `${refused} refusées` : '',
    d.missing > 0 ? `${d.missing} e-mails non reçus` : '',
  ].filter(Boolean);
  return {
    label,
    measured: `${fmt(rate)} réservations/s (${notes.join(', ')})`,
    target: `≥ ${min}/s`,
    result: verdict(rate >= min && d.missing === 0 && refused === 0),
  };
}

/**
 * Every e-mail the outbox holds reached the listener exactly once: as many received as written,
 * each row marked sent (ADR 0048: none lost, none sent twice).
 */
export async function emailsObjective(
  server: Pick<TServerLink, 'outbox'>,
  sink: TSmtpSink,
): Promise<TObjective> {
  const outbox = await server.outbox();
  await sink.waitFor(outbox.rows, 10_000);
  const received = sink.received();
  return {
    label: 'E-mails (toute la base) : reçus une fois chacun',
    measured: `${received} reçus, ${outbox.rows} écrits, ${outbox.sent} marqués envoyés, ${outbox.retried} réessayés`,
    target: 'reçus = écrits = envoyés',
    result: verdict(received === outbox.rows && outbox.sent === outbox.rows),
  };
}
