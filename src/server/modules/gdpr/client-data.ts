import type { TBookingAnswer, TLocationType } from '../../../shared/schemas/service-options';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { clientPaymentsOfBookings, type TClientPaymentExport } from '../booking-payments/api';
import { anonymiseClientBookings, groupingKeyOf, listClientBookings, type TClientRef } from '../bookings/api';
import { queueCalendarRewrites } from '../caldav/api';
import { deleteClientNote, findClientNote } from '../clients/api';
import { exportSmsOf, type TSmsExport } from '../sms/api';
import { deleteEntriesOfClients, entriesOfClients } from '../waitlist/api';
import { deliveriesToClient, scrubDeliveriesToClient, type TClientDelivery } from '../webhooks/api';

export const CLIENT_NOT_FOUND = 'Aucune donnée trouvée pour ce client.';

export type TClientExport = {
  exportedAt: string;
  client: { name: string; email: string; phone: string };
  /** The provider's own note on the client (issue 15), or null. */
  note: { text: string; updatedAt: string } | null;
  bookings: Array<{
    id: string;
    start: string;
    end: string;
    timezone: string;
    serviceName: string;
    status: string;
    note: string;
    /** Issue 32: their answers with the questions as asked, the place as booked. */
    answers: TBookingAnswer[];
    locationType: TLocationType;
    clientAddress: string;
    videoUrl: string | null;
    cancellationReason: string | null;
    createdAt: string;
  }>;
  /** Issue 33: the days they wait for, at this provider (ADR 0060). */
  waitlist: Array<{ serviceId: string; from: string; to: string; status: string; createdAt: string }>;
  /** Issue 34: what they paid online for these bookings (amounts, statuses, dates; no Stripe id). */
  payments: TClientPaymentExport[];
  /** Issue 35: the SMS reminders sent to them (date, number masked, status; never the text). */
  sms: TSmsExport[];
  /** Issue 36: the provider's webhook deliveries that carried their contact (last 30 days, ADR 0064). */
  webhooks: TClientDelivery[];
};

/** The addresses a reference names: the one typed, or those of the client's bookings. */
function emailsOf(client: TClientRef, bookingEmails: string[]): string[] {
  const emails = 'email' in client ? [client.email, ...bookingEmails] : bookingEmails;
  return [...new Set(emails.filter(Boolean).map((e) => e.trim().toLowerCase()))];
}

/** The field a refusal names: the e-mail typed, or the key of the client's page. */
const fieldOf = (client: TClientRef) => ('email' in client ? 'email' : 'key');

/**
 * What the provider holds on one customer (their art. 15 request, answered by the provider as
 * controller): their bookings with this provider only, and the provider's note on them. Name
 * and phone are the latest given.
 */
export async function exportClientData(
  deps: AppDeps,
  providerId: string,
  client: TClientRef,
): Promise<TClientExport> {
  const db = deps.database.db;
  const rows = await listClientBookings(db, providerId, client);
  const emails = emailsOf(
    client,
    rows.map((r) => r.booking.clientEmail),
  );
  const waiting = await entriesOfClients(db, providerId, emails);
  const latest = rows.at(-1)?.booking ?? waiting.at(-1);
  if (!latest) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND, { field: fieldOf(client) });
  const phone =
    rows.findLast((r) => r.booking.clientPhone !== '')?.booking.clientPhone ??
    waiting.findLast((e) => e.clientPhone !== '')?.clientPhone ??
    '';
  const note = await findClientNote(db, providerId, groupingKeyOf(client));
  return {
    exportedAt: deps.now().toISOString(),
    client: { name: latest.clientName, email: latest.clientEmail, phone },
    note: note && { text: note.note, updatedAt: note.updatedAt.toISOString() },
    bookings: rows.map(({ booking: b, serviceName }) => ({
      id: b.id,
      start: b.startAt.toISOString(),
      end: b.endAt.toISOString(),
      timezone: b.timezone,
      serviceName,
      status: b.status,
      note: b.note,
      answers: b.answers,
      locationType: b.locationType,
      clientAddress: b.clientAddress,
      videoUrl: b.videoUrl,
      cancellationReason: b.cancellationReason,
      createdAt: b.createdAt.toISOString(),
    })),
    waitlist: waiting.map((e) => ({
      serviceId: e.serviceId,
      from: e.fromDay,
      to: e.toDay,
      status: e.status,
      createdAt: e.createdAt.toISOString(),
    })),
    payments: await clientPaymentsOfBookings(
      db,
      providerId,
      rows.map((r) => r.booking.id),
    ),
    sms: await exportSmsOf(
      db,
      providerId,
      rows.map((r) => r.booking.id),
    ),
    webhooks: await deliveriesToClient(db, providerId, emails, deps.now()),
  };
}

/**
 * Art. 17 for one customer of this provider: their bookings stay in the agenda (date, service,
 * status) without anything that identifies them, their pending reminders are cancelled and the
 * provider's note on them is deleted. Other providers' bookings under the same address are theirs
 * to handle, never touched here.
 */
export async function eraseClientData(
  deps: AppDeps,
  providerId: string,
  client: TClientRef,
): Promise<number> {
  const now = deps.now();
  const erased = await deps.database.db.transaction(async (tx) => {
    // Their waitlist entries go first: a key reaches them through the bookings' addresses.
    const bookingEmails = (await listClientBookings(tx, providerId, client)).map(
      (r) => r.booking.clientEmail,
    );
    const emails = emailsOf(client, bookingEmails);
    const entries = await deleteEntriesOfClients(tx, providerId, emails);
    const ids = await anonymiseClientBookings(tx, providerId, client, now);
    // Whatever else the provider's webhooks carried of them (ADR 0064).
    await scrubDeliveriesToClient(tx, providerId, emails);
    if (ids.length > 0) await deleteClientNote(tx, providerId, groupingKeyOf(client));
    // Their events in the provider's own calendar lose the name and contact too (issue 31).
    await queueCalendarRewrites(tx, deps.jobs, ids);
    return ids.length + entries.length;
  });
  if (erased === 0) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND, { field: fieldOf(client) });
  return erased;
}
