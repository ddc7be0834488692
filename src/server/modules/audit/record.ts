import type { TDbExecutor } from '../../db/executor';
import { auditLog, type TAuditChange } from '../../db/schema';

/** Who wrote: the administrator (id and e-mail as they are now), or null for the system. */
export type TAuditActor = { id: string; email: string } | null;

export type TAuditEntry = {
  actor: TAuditActor;
  /** `<target type>.<verb>`, e.g. user.suspend, config.update, chat.reply */
  action: string;
  target: { type: string; id?: string | null; label?: string | null };
  changes?: Record<string, TAuditChange>;
  reason?: string | null;
  /** The impersonation (session id) it was done in, when an administrator acted as a user. */
  impersonationId?: string | null;
  at: Date;
};

/**
 * Appends one entry to the audit log. Call it inside the transaction of the write it records, so
 * that the entry and the change commit together or not at all.
 */
export async function recordAudit(tx: TDbExecutor, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id ?? null,
    targetLabel: entry.target.label ?? null,
    changes: entry.changes ?? {},
    reason: entry.reason ?? null,
    impersonationId: entry.impersonationId ?? null,
  });
}

/**
 * The fields whose value differs between `before` and `after` (compared as JSON), each with both
 * values: what an audit entry keeps of an update.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T>,
  after: Partial<T>,
): Record<string, TAuditChange> {
  const changes: Record<string, TAuditChange> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}
