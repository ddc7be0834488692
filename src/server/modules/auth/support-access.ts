import type { TSupportAccess } from '../../../shared/schemas/impersonation';
import type { AppDeps } from '../../deps';
import { findAuditEntriesAbout, type TAuditRow } from '../audit/api';
import { IMPERSONATION_ACTIONS } from './impersonation-trail';

/** How far back the user sees the administration's visits: the audit log's own retention. */
export const SUPPORT_ACCESS_HISTORY_MONTHS = 12;

function sessionOf(entry: TAuditRow): unknown {
  return entry.changes.sessionId?.after;
}

function instantOf(value: unknown, fallback: Date): string {
  return typeof value === 'string' ? value : fallback.toISOString();
}

/**
 * The times the administration acted as this user, newest first, from the audit log: each start
 * with the end recorded for the same session (none when it ran out at its expiry), and the reason
 * the administrator gave — the user has a right to know why.
 */
export async function listSupportAccesses(deps: AppDeps, userId: string): Promise<TSupportAccess[]> {
  const since = new Date(deps.now());
  since.setUTCMonth(since.getUTCMonth() - SUPPORT_ACCESS_HISTORY_MONTHS);
  const entries = await findAuditEntriesAbout(deps.database.db, {
    target: { type: 'user', id: userId },
    actions: [IMPERSONATION_ACTIONS.start, IMPERSONATION_ACTIONS.end],
    since,
  });
  const endedAt = new Map(
    entries
      .filter((entry) => entry.action === IMPERSONATION_ACTIONS.end)
      .map((entry) => [sessionOf(entry), entry.at.toISOString()]),
  );
  return entries
    .filter((entry) => entry.action === IMPERSONATION_ACTIONS.start)
    .map((entry) => ({
      id: entry.id,
      startedAt: entry.at.toISOString(),
      endedAt: endedAt.get(sessionOf(entry)) ?? null,
      expiresAt: instantOf(entry.changes.expiresAt?.after, entry.at),
      reason: entry.reason,
    }))
    .reverse();
}
