import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import type { TAuditEntry as TAuditEntryDto } from '../../../shared/schemas/admin-users';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type TAuditRow = typeof auditLog.$inferSelect;

/** Kept 1 year (365 days, the interval of the table's trigger, migration 0014). */
export const AUDIT_RETENTION_DAYS = 365;

export type TAuditFilters = {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  actorId?: string | undefined;
  impersonationId?: string | undefined;
  /** Paris days (AAAA-MM-JJ), both included. */
  from?: string | undefined;
  to?: string | undefined;
};

export function toAuditEntryDto(row: TAuditRow): TAuditEntryDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
    reason: row.reason,
    impersonationId: row.impersonationId,
  };
}

const parisDayStart = (day: string) => DateTime.fromISO(day, { zone: DEFAULT_TIMEZONE }).startOf('day');

function whereOf(filters: TAuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(auditLog.targetId, filters.targetId));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.impersonationId) conditions.push(eq(auditLog.impersonationId, filters.impersonationId));
  if (filters.from) conditions.push(gte(auditLog.at, parisDayStart(filters.from).toJSDate()));
  if (filters.to) conditions.push(lt(auditLog.at, parisDayStart(filters.to).plus({ days: 1 }).toJSDate()));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the log, newest first, and how many entries match. */
export async function listAuditEntries(
  db: Db,
  filters: TAuditFilters,
  page: { page: number; pageSize: number },
): Promise<{ entries: TAuditEntryDto[]; total: number }> {
  const where = whereOf(filters);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  return { entries: rows.map(toAuditEntryDto), total };
}

/** The newest entries about one target (e.g. an account's page shows its last 20). */
export async function listAuditEntriesAbout(
  db: Db,
  target: { type: string; id: string },
  limit: number,
): Promise<TAuditEntryDto[]> {
  return (
    await listAuditEntries(db, { targetType: target.type, targetId: target.id }, { page: 1, pageSize: limit })
  ).entries;
}

/** Every distinct action the log holds, alphabetically (the filter's choices). */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}

/**
 * The retention: entries older than one year go, and only they — the table's trigger refuses any
 * younger one. The cut-off uses the database's clock, the one the trigger checks against, so that
 * the two can never disagree. Returns how many went. Idempotent.
 */
export async function purgeExpiredAuditEntries(db: Db): Promise<number> {
  const gone = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`))
    .returning({ id: auditLog.id });
  return gone.length;
}

/** The entries of these actions about one target since `since`, oldest first. */
export async function findAuditEntriesAbout(
  db: Db,
  input: { target: { type: string; id: string }; actions: readonly string[]; since: Date },
): Promise<TAuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, input.target.type),
        eq(auditLog.targetId, input.target.id),
        inArray(auditLog.action, [...input.actions]),
        gte(auditLog.at, input.since),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
