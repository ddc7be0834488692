import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordAudit } from '../audit/api';

/**
 * What the audit log keeps of an impersonation (ADR 0030): its start, its end, and every write made
 * with it, all three carrying the impersonation's id (the session the administrator opened).
 */
export const IMPERSONATION_ACTIONS = {
  start: 'user.impersonation_start',
  end: 'user.impersonation_end',
  write: 'user.impersonation_write',
} as const;

/** Why an impersonation ended without « Revenir à l'administration ». */
export const IMPERSONATION_END_CAUSE = { adminSessionEnded: 'admin_session_ended' } as const;

/** The fields of an impersonated session the trail needs. */
export type TImpersonatedSession = {
  id: string;
  userId: string;
  impersonatorId: string | null;
  impersonationReason: string | null;
};

async function emailsOf(db: TDbExecutor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * The end of impersonations revoked because the administrator's own session ended (sign-out,
 * password change, suspension), in the transaction that revoked them.
 */
export async function recordCascadedImpersonationEnds(
  tx: TDbExecutor,
  ended: TImpersonatedSession[],
  now: Date,
): Promise<void> {
  if (ended.length === 0) return;
  const ids = ended.flatMap((s) => [s.userId, s.impersonatorId ?? []].flat());
  const emails = await emailsOf(tx, ids);
  for (const session of ended) {
    const adminEmail = session.impersonatorId ? emails.get(session.impersonatorId) : undefined;
    await recordAudit(tx, {
      actor: session.impersonatorId && adminEmail ? { id: session.impersonatorId, email: adminEmail } : null,
      action: IMPERSONATION_ACTIONS.end,
      target: { type: 'user', id: session.userId, label: emails.get(session.userId) ?? null },
      changes: {
        sessionId: { after: session.id },
        cause: { after: IMPERSONATION_END_CAUSE.adminSessionEnded },
      },
      reason: session.impersonationReason,
      impersonationId: session.id,
      at: now,
    });
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Ending the impersonation records its own entry (impersonation.ts). */
const OWN_TRAIL = new Set(['/api/auth/impersonation/end']);

/** The names of a JSON body's top-level fields: what was changed, not the values (they may be clients' data). */
function fieldNames(body: unknown): string[] {
  return body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort() : [];
}

/**
 * Before a write made with an impersonated session runs (its input already validated): one audit
 * entry naming the administrator, the route, its ids and the fields sent, with the impersonation's
 * id. Written first, so no change made during an impersonation escapes the log, even one that
 * crashes half-way; a refused write (403, 409…) leaves its attempt there too.
 */
export async function recordImpersonatedWrite(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const auth = request.auth;
  if (!auth || auth.session.impersonatorId === null) return;
  const route = request.routeOptions.url ?? request.url;
  if (READ_METHODS.has(request.method) || OWN_TRAIL.has(route)) return;
  const { db } = deps.database;
  const adminId = auth.session.impersonatorId;
  const adminEmail = (await emailsOf(db, [adminId])).get(adminId);
  await recordAudit(db, {
    actor: adminEmail ? { id: adminId, email: adminEmail } : null,
    action: IMPERSONATION_ACTIONS.write,
    target: { type: 'user', id: auth.user.id, label: auth.user.email },
    changes: {
      request: { after: `${request.method} ${route}` },
      ...(request.params && Object.keys(request.params).length > 0
        ? { params: { after: request.params } }
        : {}),
      fields: { after: fieldNames(request.body) },
    },
    reason: auth.session.impersonationReason,
    impersonationId: auth.session.id,
    at: deps.now(),
  });
}
