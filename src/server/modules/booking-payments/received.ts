import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import type { TReceivedPayment, ZReceivedPaymentsQuery } from '../../../shared/schemas/booking-payments';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments, bookings, services } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { getProviderProfile } from '../providers/api';
import { toBookingPaymentDto } from './dto';

/** The list is for reading and the CSV for a spreadsheet: a year of a busy practice fits. */
export const RECEIVED_LIMIT = 500;

export type TReceivedQuery = z.output<typeof ZReceivedPaymentsQuery>;

/** The provider's zone: days begin and end there, and the CSV writes its dates there. */
export async function providerZone(db: TDbExecutor, providerId: string): Promise<string> {
  return (await getProviderProfile(db, providerId))?.timezone ?? DEFAULT_TIMEZONE;
}

/** `from` and `to` are whole days of the provider, both included; the payment's creation decides. */
function rangeOf(query: TReceivedQuery, zone: string): SQL[] {
  const from = query.from ? DateTime.fromISO(query.from, { zone }).startOf('day') : null;
  const to = query.to ? DateTime.fromISO(query.to, { zone }).startOf('day').plus({ days: 1 }) : null;
  if (from && to && to <= from)
    throw new AppError('VALIDATION', 'La date de fin doit suivre la date de début', { field: 'to' });
  return [
    ...(from ? [gte(bookingPayments.createdAt, from.toJSDate())] : []),
    ...(to ? [lt(bookingPayments.createdAt, to.toJSDate())] : []),
  ];
}

/** GET /api/payments/received: this provider's booking payments, newest first, at most 500 (the data export: all). */
export async function listReceivedPayments(
  db: TDbExecutor,
  providerId: string,
  query: TReceivedQuery,
  zone: string,
  limit: number | null = RECEIVED_LIMIT,
): Promise<TReceivedPayment[]> {
  const select = db
    .select({
      payment: bookingPayments,
      startAt: bookings.startAt,
      clientName: bookings.clientName,
      serviceName: services.name,
    })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookingPayments.providerId, providerId), ...rangeOf(query, zone)))
    .orderBy(desc(bookingPayments.createdAt), desc(bookingPayments.id));
  const rows = limit === null ? await select : await select.limit(limit);
  return rows.map(({ payment, startAt, clientName, serviceName }) => ({
    ...toBookingPaymentDto(payment),
    bookingId: payment.bookingId,
    start: startAt.toISOString(),
    clientName,
    serviceName,
    createdAt: payment.createdAt.toISOString(),
  }));
}
