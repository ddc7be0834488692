import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TMovement, TMovementKind } from '../../../shared/schemas/billing';
import type { TDbExecutor } from '../../db/executor';
import { placeholdersFor, preparedStatement, valueFor } from '../../db/prepared';
import { providerPlans, quotaAlerts, quotaMovements, users } from '../../db/schema';

const q = quotaMovements;

export type TPlanRow = typeof providerPlans.$inferSelect;
export type TMovementInsert = typeof quotaMovements.$inferInsert;
export type TLotBucket = 'allowance' | 'carry_over' | 'credits';

/** A lot with what it still holds. */
export type TLot = {
  id: string;
  bucket: TLotBucket;
  kind: TMovementKind;
  amount: number;
  remaining: number;
  periodStart: Date;
  expiresAt: Date;
  /** The grant's dedupe key (a purchase's `payment:<id>`), if it has one. */
  dedupeKey: string | null;
};

/** The advisory lock key of a provider's balance (ADR 0036: one writer per provider). */
export const quotaLockKey = (userId: string) => `quota:${userId}`;

/** Takes the provider's balance lock until the transaction ends. */
export async function lockQuota(tx: TDbExecutor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${quotaLockKey(userId)}, 0))`);
}

export async function findPlan(tx: TDbExecutor, userId: string): Promise<TPlanRow | undefined> {
  const [row] = await selectPlan(tx, { userId });
  return row;
}

const selectPlan = preparedStatement('provider_plan_of', (db) =>
  db
    .select()
    .from(providerPlans)
    .where(eq(providerPlans.userId, sql.placeholder('userId'))),
);

export async function insertPlan(tx: TDbExecutor, row: TPlanRow): Promise<void> {
  await tx.insert(providerPlans).values(row);
}

export async function updatePlan(
  tx: TDbExecutor,
  userId: string,
  values: Partial<Pick<TPlanRow, 'packId' | 'periodStart' | 'periodEnd' | 'nextPackId'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(providerPlans)
    .set({ ...values, updatedAt: now })
    .where(eq(providerPlans.userId, userId));
}

/** Appends a movement; one whose dedupe key already exists is not written again (null). */
export async function insertMovement(
  tx: TDbExecutor,
  values: TMovementInsert & { createdAt: Date },
): Promise<string | null> {
  const [row] = await insertMovementRow(tx, {
    userId: values.userId,
    kind: values.kind,
    bucket: values.bucket,
    amount: values.amount,
    lotId: values.lotId ?? null,
    bookingId: values.bookingId ?? null,
    periodStart: values.periodStart,
    expiresAt: values.expiresAt?.toISOString() ?? null,
    reason: values.reason ?? null,
    authorId: values.authorId ?? null,
    dedupeKey: values.dedupeKey ?? null,
    createdAt: values.createdAt,
  });
  return row?.id ?? null;
}

const insertMovementRow = preparedStatement('insert_quota_movement', (db) =>
  db
    .insert(q)
    .values({
      ...placeholdersFor([
        'userId',
        'kind',
        'bucket',
        'amount',
        'lotId',
        'bookingId',
        'periodStart',
        'reason',
        'authorId',
        'dedupeKey',
        'createdAt',
      ]),
      // A null instant goes as it is: the column's encoder only takes a Date.
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .onConflictDoNothing()
    .returning({ id: q.id }),
);

/** A lot's amount plus the movements naming it (the outer row is named in full: drizzle leaves it unqualified). */
const remainingOf = sql<number>`("quota_movements"."amount" + coalesce((select sum(m.amount) from "quota_movements" m where m.lot_id = "quota_movements"."id"), 0))::int`;

/** Lots of the provider: positive grants (no lot of their own) in a lot bucket. */
const isLot = (userId: string | Placeholder) =>
  and(
    eq(q.userId, userId),
    isNull(q.lotId),
    gt(q.amount, 0),
    inArray(q.bucket, ['allowance', 'carry_over', 'credits']),
  );

/**
 * Lots with something left: live ones (expiry after `now`), those past it whose expiry is still
 * to be written, or both (`open`: one read for the roll-over and the booking's use).
 */
export async function lotsWithRemaining(
  tx: TDbExecutor,
  userId: string,
  now: Date,
  which: keyof typeof selectLots,
): Promise<TLot[]> {
  const rows = await selectLots[which](tx, { userId, now });
  return rows
    .filter((r) => r.remaining > 0 && r.expiresAt !== null)
    .map((r) => ({ ...r, bucket: r.bucket as TLotBucket, expiresAt: r.expiresAt as Date }));
}

const liveAtNow = gt(q.expiresAt, valueFor(q.expiresAt, 'now'));
const lapsedAtNow = and(
  lte(q.expiresAt, valueFor(q.expiresAt, 'now')),
  // A lot whose expiry is written holds nothing more: not worth summing again.
  sql`not exists (select 1 from "quota_movements" e where e.lot_id = "quota_movements"."id" and e.kind = 'expiry')`,
);

const lotsStatement = (which: string, window: SQL | undefined) =>
  preparedStatement(`quota_lots_${which}`, (db) =>
    db
      .select({
        id: q.id,
        bucket: q.bucket,
        kind: q.kind,
        amount: q.amount,
        remaining: remainingOf,
        periodStart: q.periodStart,
        expiresAt: q.expiresAt,
        dedupeKey: q.dedupeKey,
      })
      .from(q)
      .where(and(isLot(sql.placeholder('userId')), window))
      .orderBy(q.expiresAt, q.seq),
  );

const selectLots = {
  live: lotsStatement('live', liveAtNow),
  expired: lotsStatement('expired', lapsedAtNow),
  open: lotsStatement('open', or(liveAtNow, lapsedAtNow)),
};

/** Sums of the movements counted in one period, by kind and bucket. */
export async function periodSums(
  tx: TDbExecutor,
  userId: string,
  periodStart: Date,
): Promise<Array<{ kind: TMovementKind; bucket: string; total: number }>> {
  return selectPeriodSums(tx, { userId, periodStart });
}

const selectPeriodSums = preparedStatement('quota_period_sums', (db) =>
  db
    .select({ kind: q.kind, bucket: q.bucket, total: sql<number>`sum(${q.amount})::int` })
    .from(q)
    .where(
      and(eq(q.userId, sql.placeholder('userId')), eq(q.periodStart, valueFor(q.periodStart, 'periodStart'))),
    )
    .groupBy(q.kind, q.bucket),
);

/** The movement that used an appointment for this booking (use or overage), if any. */
export async function findUseOf(tx: TDbExecutor, bookingId: string) {
  const [row] = await tx
    .select({ userId: q.userId, bucket: q.bucket, lotId: q.lotId, periodStart: q.periodStart })
    .from(q)
    .where(eq(q.dedupeKey, `use:${bookingId}`));
  return row;
}

export async function findLotExpiry(tx: TDbExecutor, lotId: string): Promise<Date | null> {
  const [row] = await tx.select({ expiresAt: q.expiresAt }).from(q).where(eq(q.id, lotId));
  return row?.expiresAt ?? null;
}

/** Which movements a history shows: the appointments' quota, the SMS credits, or the whole ledger (the export). */
export type TLedgerScope = 'quota' | 'sms' | 'all';

const inScope = (userId: string, scope: TLedgerScope) =>
  and(
    eq(q.userId, userId),
    scope === 'all' ? undefined : scope === 'sms' ? eq(q.bucket, 'sms') : ne(q.bucket, 'sms'),
  );

/** The ledger, newest first, with the name of the administrator behind a movement. */
export async function listMovements(
  db: TDbExecutor,
  userId: string,
  page: { limit: number; offset: number },
  scope: TLedgerScope = 'quota',
): Promise<{ movements: TMovement[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: q, authorName: users.name })
      .from(q)
      .leftJoin(users, eq(users.id, q.authorId))
      .where(inScope(userId, scope))
      .orderBy(desc(q.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(q).where(inScope(userId, scope)),
  ]);
  return {
    total: counted?.total ?? 0,
    movements: rows.map(({ row, authorName }) => ({
      id: row.id,
      kind: row.kind,
      bucket: row.bucket,
      amount: row.amount,
      reason: row.reason,
      bookingId: row.bookingId,
      authorName: row.authorId ? (authorName ?? null) : null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Providers whose period is over (the roll-over job's work list). */
export async function providersDue(db: TDbExecutor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: providerPlans.userId })
    .from(providerPlans)
    .where(lte(providerPlans.periodEnd, now))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** Providers holding a credit lot past its expiry that still has something left. */
export async function providersWithExpiredCredits(
  db: TDbExecutor,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: q.userId })
    .from(q)
    .where(
      and(
        isNull(q.lotId),
        gt(q.amount, 0),
        eq(q.bucket, 'credits'),
        lte(q.expiresAt, now),
        sql`${remainingOf} > 0`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** The account's erasure: its plan, ledger and alerts go, in the caller's transaction. */
export async function deleteBillingOf(tx: TDbExecutor, userId: string): Promise<void> {
  await tx.delete(q).where(and(eq(q.userId, userId), sql`${q.lotId} is not null`));
  await tx.delete(q).where(eq(q.userId, userId));
  await tx.delete(providerPlans).where(eq(providerPlans.userId, userId));
  await tx.delete(quotaAlerts).where(eq(quotaAlerts.userId, userId));
}
