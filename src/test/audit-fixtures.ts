import type { TAuditEntry } from '../server/modules/audit/api';

/** An audit entry about user `targetId` (label `<id>@exemple.fr`), a suspension-like change. */
export function auditArgs(
  actor: NonNullable<TAuditEntry['actor']>,
  action: string,
  targetId: string,
  at: Date,
  reason: string,
): TAuditEntry {
  return {
    actor,
    action,
    target: { type: 'user', id: targetId, label: `${targetId}@exemple.fr` },
    changes: { status: { before: 'active', after: 'suspended' } },
    reason,
    at,
  };
}
