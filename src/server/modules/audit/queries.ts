import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type TAuditRow = typeof auditLog.$inferSelect;

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
