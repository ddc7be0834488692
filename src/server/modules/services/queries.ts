import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { TService } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import { bookings, services } from '../../db/schema';
import { isUuid } from '../../http/uuid';

export type TServiceRow = typeof services.$inferSelect;
export type TStoredService = TService & { archivedAt: Date | null };
export type TServiceFields = Omit<TService, 'id' | 'createdAt'>;

export function toService(row: TServiceRow): TStoredService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    active: row.active,
    questions: row.questions,
    capacity: row.capacity,
    phoneRequired: row.phoneRequired,
    location: row.location,
    payment: row.payment,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt,
  };
}

/** One service of this provider, archived ones included (bookings keep pointing at them); else null. */
export async function getService(
  db: TDbExecutor,
  providerId: string,
  serviceId: string,
): Promise<TStoredService | null> {
  if (!isUuid(serviceId)) return null;
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.providerId, providerId)));
  return row ? toService(row) : null;
}

/** The provider's services that are not archived, oldest first; `activeOnly` for the public page. */
export async function listServices(
  db: TDbExecutor,
  providerId: string,
  options: { activeOnly?: boolean } = {},
): Promise<TStoredService[]> {
  const conditions = [eq(services.providerId, providerId), isNull(services.archivedAt)];
  if (options.activeOnly) conditions.push(eq(services.active, true));
  const rows = await db
    .select()
    .from(services)
    .where(and(...conditions))
    .orderBy(asc(services.createdAt), asc(services.name));
  return rows.map(toService);
}

export async function insertService(
  db: TDbExecutor,
  providerId: string,
  fields: TServiceFields,
  now: Date,
): Promise<TStoredService> {
  const [row] = await db
    .insert(services)
    .values({ providerId, ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('service insert returned nothing');
  return toService(row);
}

/** Updates a non-archived service of this provider; null when there is none. */
export async function updateService(
  db: TDbExecutor,
  providerId: string,
  serviceId: string,
  fields: Partial<TServiceFields>,
  now: Date,
): Promise<TStoredService | null> {
  if (!isUuid(serviceId)) return null;
  const [row] = await db
    .update(services)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(services.id, serviceId), eq(services.providerId, providerId), isNull(services.archivedAt)))
    .returning();
  return row ? toService(row) : null;
}

/** Hides a service that bookings still reference: kept for their history, never offered again. */
export async function archiveService(db: TDbExecutor, serviceId: string, now: Date): Promise<void> {
  await db
    .update(services)
    .set({ archivedAt: now, active: false, updatedAt: now })
    .where(eq(services.id, serviceId));
}

export async function deleteService(db: TDbExecutor, serviceId: string): Promise<void> {
  await db.delete(services).where(eq(services.id, serviceId));
}

/** Every service of the provider, archived ones included, oldest first (their data export). */
export async function listAllServicesOf(db: TDbExecutor, providerId: string): Promise<TStoredService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.providerId, providerId))
    .orderBy(asc(services.createdAt));
  return rows.map(toService);
}

/**
 * The services go with the account (GDPR erasure): those still referenced by bookings are archived
 * (the agenda keeps their name), the others deleted. Runs in the erasure's transaction.
 */
export async function removeProviderServices(tx: TDbExecutor, providerId: string, now: Date): Promise<void> {
  const unused = notExists(
    tx.select({ one: sql`1` }).from(bookings).where(eq(bookings.serviceId, services.id)),
  );
  await tx.delete(services).where(and(eq(services.providerId, providerId), unused));
  await tx
    .update(services)
    .set({ active: false, archivedAt: now, updatedAt: now })
    .where(and(eq(services.providerId, providerId), isNull(services.archivedAt)));
}
