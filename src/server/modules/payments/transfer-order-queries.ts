import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TTransferOrder } from '../../../shared/schemas/payments-transfers';
import type { TDbExecutor } from '../../db/executor';
import { transferOrders } from '../../db/schema';
import { requireProduct } from './products';

export type TTransferOrderRow = typeof transferOrders.$inferSelect;

/** No 0/O, 1/I/L: a reference read aloud or copied by hand stays right (ADR 0056). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** « CRN-7KQ4-MX2P »: 8 characters of 31, about 40 bits — unique by the table's index, drawn again on a clash. */
export function newTransferReference(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `CRN-${pick()}-${pick()}`;
}

export function toTransferOrderDto(row: TTransferOrderRow): TTransferOrder {
  return {
    id: row.id,
    productType: row.productType,
    productId: row.productId,
    productName: requireProduct(row.productId).name,
    amountCents: row.amountCents,
    reference: row.reference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    renews: row.renewsOrderId !== null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
  };
}

/** A new order with a fresh reference (drawn again in the unlikely case it is taken). */
export async function insertTransferOrder(
  tx: TDbExecutor,
  values: Omit<typeof transferOrders.$inferInsert, 'reference'> & { reference?: string },
): Promise<TTransferOrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(transferOrders)
      .values({ ...values, reference: values.reference ?? newTransferReference() })
      .onConflictDoNothing({ target: transferOrders.reference })
      .returning();
    if (row) return row;
    if (values.reference) break;
  }
  throw new Error('no free transfer reference');
}

export async function lockTransferOrder(tx: TDbExecutor, id: string): Promise<TTransferOrderRow | undefined> {
  const [row] = await tx.select().from(transferOrders).where(eq(transferOrders.id, id)).for('update');
  return row;
}

/** The account's orders awaiting their transfer, newest first. */
export function pendingOrdersOf(db: TDbExecutor, userId: string): Promise<TTransferOrderRow[]> {
  return db
    .select()
    .from(transferOrders)
    .where(and(eq(transferOrders.userId, userId), eq(transferOrders.status, 'pending')))
    .orderBy(desc(transferOrders.createdAt));
}

/** The paid months of monthly packs still open (no outcome yet) and not over at `now`, latest end first. */
export function openPeriodsOf(db: TDbExecutor, userId: string, now: Date): Promise<TTransferOrderRow[]> {
  return db
    .select()
    .from(transferOrders)
    .where(
      and(
        eq(transferOrders.userId, userId),
        isNull(transferOrders.periodOutcome),
        isNotNull(transferOrders.periodEnd),
        gt(transferOrders.periodEnd, now),
      ),
    )
    .orderBy(desc(transferOrders.periodEnd));
}

/** The open months whose 7-day notice is due and not sent (the renewal job). */
export function periodsToRemind(db: TDbExecutor, now: Date, noticeStart: Date, limit: number) {
  return db
    .select({ id: transferOrders.id })
    .from(transferOrders)
    .where(
      and(
        isNull(transferOrders.periodOutcome),
        isNull(transferOrders.remindedAt),
        isNull(transferOrders.stopAtEndAt),
        gt(transferOrders.periodEnd, now),
        lte(transferOrders.periodEnd, noticeStart),
      ),
    )
    .limit(limit);
}

/** The open months that have ended (the renewal job closes them). */
export function periodsEnded(db: TDbExecutor, now: Date, limit: number) {
  return db
    .select({ id: transferOrders.id })
    .from(transferOrders)
    .where(and(isNull(transferOrders.periodOutcome), lte(transferOrders.periodEnd, now)))
    .limit(limit);
}

/** The months paid by transfer running at `now`, one per provider: their pack ids (the books' MRR). */
export function paidTransferPeriodsAt(db: TDbExecutor, now: Date) {
  return db
    .selectDistinctOn([transferOrders.userId], {
      userId: transferOrders.userId,
      packId: transferOrders.productId,
    })
    .from(transferOrders)
    .where(and(lte(transferOrders.periodStart, now), gt(transferOrders.periodEnd, now)))
    .orderBy(transferOrders.userId, desc(transferOrders.periodEnd));
}

/** A pending order whose reference (spaces and case aside) is `key`, if any. */
export async function pendingOrderWithReference(tx: TDbExecutor, key: string) {
  const [row] = await tx
    .select({ id: transferOrders.id })
    .from(transferOrders)
    .where(
      and(
        eq(transferOrders.status, 'pending'),
        sql`upper(regexp_replace(${transferOrders.reference}, '\\s+', '', 'g')) = ${key}`,
      ),
    )
    .limit(1);
  return row;
}
