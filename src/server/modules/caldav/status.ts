import { and, eq, isNull } from 'drizzle-orm';
import { calendarConnections } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { publishNotifications, type TQueuedNotice } from '../notifications/api';
import { noticeSyncFailure } from './notices';

/** A sync went through: the outage, if any, is over (the next one will be told again). */
export async function recordSyncSuccess(deps: AppDeps, connectionId: string): Promise<void> {
  await deps.database.db
    .update(calendarConnections)
    .set({ status: 'ok', lastSyncAt: deps.now(), lastError: null, failingSince: null })
    .where(eq(calendarConnections.id, connectionId));
}

/**
 * A CalDAV call failed: the status says so with the server's French message and its time; the
 * provider is notified when the outage starts, not at each of the minute's attempts (the update
 * that sets `failing_since` is the one that notifies, in its transaction).
 */
export async function recordSyncFailure(deps: AppDeps, connectionId: string, message: string): Promise<void> {
  const now = deps.now();
  const notice: TQueuedNotice | null = await deps.database.db.transaction(async (tx) => {
    const failure = { status: 'error' as const, lastError: message, lastErrorAt: now };
    const [started] = await tx
      .update(calendarConnections)
      .set({ ...failure, failingSince: now })
      .where(and(eq(calendarConnections.id, connectionId), isNull(calendarConnections.failingSince)))
      .returning();
    if (!started) {
      await tx.update(calendarConnections).set(failure).where(eq(calendarConnections.id, connectionId));
      return null;
    }
    return noticeSyncFailure(deps, tx, {
      providerId: started.providerId,
      serverUrl: started.serverUrl,
      message,
    });
  });
  publishNotifications(deps, [notice]);
}
