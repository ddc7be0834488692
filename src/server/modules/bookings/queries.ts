import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { placeholdersFor, preparedStatement } from '../../db/prepared';
import { bookings, providerProfiles, services, users } from '../../db/schema';
import type { TBookingRow } from './booking-dto';

export type TBookingServiceRow = {
  name: string;
  priceCents: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
};
export type TBookingWithService = { booking: TBookingRow; service: TBookingServiceRow };

const serviceColumns = {
  name: services.name,
  priceCents: services.priceCents,
  bufferBeforeMinutes: services.bufferBeforeMinutes,
  bufferAfterMinutes: services.bufferAfterMinutes,
};

async function selectBookings(db: TDbExecutor, where: SQL | undefined, limit: number) {
  return db
    .select({ booking: getTableColumns(bookings), service: serviceColumns })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(where)
    .orderBy(asc(bookings.startAt))
    .limit(limit);
}

/** A booking of that provider, or undefined (also when it belongs to someone else). */
export async function findProviderBooking(
  db: TDbExecutor,
  providerId: string,
  bookingId: string,
): Promise<TBookingWithService | undefined> {
  const [row] = await selectBookings(
    db,
    and(eq(bookings.id, bookingId), eq(bookings.providerId, providerId)),
    1,
  );
  return row;
}

/** The booking that token opens; with a booking id, only when both match. */
export async function findBookingByToken(
  db: TDbExecutor,
  tokenHash: string,
  bookingId?: string,
): Promise<TBookingWithService | undefined> {
  const byToken = eq(bookings.manageTokenHash, tokenHash);
  const [row] = await selectBookings(db, bookingId ? and(byToken, eq(bookings.id, bookingId)) : byToken, 1);
  return row;
}

/** These bookings with their service, by start time. */
export async function listBookingsByIds(
  db: TDbExecutor,
  bookingIds: readonly string[],
): Promise<TBookingWithService[]> {
  if (bookingIds.length === 0) return [];
  return selectBookings(db, inArray(bookings.id, [...bookingIds]), bookingIds.length);
}

/** What a new booking is written with; the other columns take their defaults. */
export type TNewBooking = {
  [K in (typeof NEW_BOOKING_COLUMNS)[number]]-?: Exclude<(typeof bookings.$inferInsert)[K], undefined>;
} & {
  /** A hold's end (issue 34): a booking `awaiting_payment` is released then. */
  holdExpiresAt?: Date | null;
};

const NEW_BOOKING_COLUMNS = [
  'providerId',
  'serviceId',
  'startAt',
  'endAt',
  'blockedFrom',
  'blockedTo',
  'timezone',
  'status',
  'source',
  'clientName',
  'clientEmail',
  'clientPhone',
  'note',
  'answers',
  'locationType',
  'clientAddress',
  'videoUrl',
  'consentAt',
  'manageTokenHash',
  'manageTokenSealed',
  'createdAt',
  'updatedAt',
] as const;

export async function insertBooking(db: TDbExecutor, values: TNewBooking): Promise<TBookingRow> {
  // A null instant goes as it is: the column's encoder only takes a Date.
  const [row] = await insertNewBooking(db, {
    ...values,
    consentAt: values.consentAt?.toISOString() ?? null,
    holdExpiresAt: values.holdExpiresAt?.toISOString() ?? null,
  });
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

const insertNewBooking = preparedStatement('insert_booking', (db) =>
  db
    .insert(bookings)
    .values({
      ...placeholdersFor(NEW_BOOKING_COLUMNS),
      consentAt: sql`${sql.placeholder('consentAt')}::timestamptz`,
      holdExpiresAt: sql`${sql.placeholder('holdExpiresAt')}::timestamptz`,
    })
    .returning(),
);

export async function updateBooking(
  db: TDbExecutor,
  bookingId: string,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<TBookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, bookingId)).returning();
  if (!row) throw new Error('booking update returned nothing');
  return row;
}

export type TProviderContact = {
  id: string;
  email: string;
  displayName: string;
  address: string;
  phone: string;
  timezone: string | null;
  /** The readable booking address, for links to the page (issue 37). */
  slug: string | null;
};

/** How the provider appears to clients (booking page profile, else the account name) and their e-mail. */
export async function findProviderContact(
  db: TDbExecutor,
  providerId: string,
): Promise<TProviderContact | undefined> {
  const [row] = await selectProviderContact(db, { providerId });
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName ?? row.name,
    address: row.address ?? '',
    phone: row.phone ?? '',
    timezone: row.timezone,
    slug: row.slug,
  };
}

const selectProviderContact = preparedStatement('provider_contact_of', (db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      displayName: providerProfiles.displayName,
      address: providerProfiles.address,
      phone: providerProfiles.phone,
      timezone: providerProfiles.timezone,
      slug: providerProfiles.slug,
    })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.providerId, users.id))
    .where(eq(users.id, sql.placeholder('providerId'))),
);
