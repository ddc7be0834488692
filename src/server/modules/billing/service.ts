import { eq, isNull, sql } from 'drizzle-orm';
import {
  CREDIT_VALIDITY_MONTHS,
  DIGITAL_VAT_RATE,
  FREE_PLAN,
  PLANS,
  planById,
  RECHARGES,
  SMS_RECHARGES,
  type TPlan,
  type TPlanId,
} from '../../../shared/pricing';
import {
  MOVEMENTS_PAGE_SIZE,
  QUOTA_MESSAGES,
  type TAdminCredits,
  type TAdminPackChange,
  type TBalance,
  type TMovementsResponse,
  type TPacksResponse,
} from '../../../shared/schemas/billing';
import type { TDbExecutor } from '../../db/executor';
import { providerPlans, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { recordAudit, type TAuditActor } from '../audit/api';
import { lockAccount } from '../auth/api';
import { balanceOf } from './balance';
import { publishBalanceChange, type TBalanceChange } from './balance-change';
import { findPlan, listMovements, lockQuota, lotsWithRemaining } from './ledger-queries';
import { addCredits, changePack } from './plan-changes';
import { rollOver } from './rollover';

const offer = (plan: TPlan) => ({
  id: plan.id,
  name: plan.name,
  priceCents: plan.priceCents,
  vatRate: DIGITAL_VAT_RATE,
  appointmentsPerMonth: plan.allowance,
  maxCarryOver: plan.maxCarryOver,
  validityDays: plan.validityDays,
});

/** GET /api/billing/packs: the one catalogue of src/shared/pricing.ts. */
export function packsCatalogue(): Omit<TPacksResponse, 'success'> {
  return {
    free: offer(FREE_PLAN),
    packs: PLANS.filter((p) => p.id !== FREE_PLAN.id).map(offer),
    recharges: RECHARGES.map((r) => ({
      ...r,
      vatRate: DIGITAL_VAT_RATE,
      validityMonths: CREDIT_VALIDITY_MONTHS,
    })),
    smsRecharges: SMS_RECHARGES.map((r) => ({ ...r, vatRate: DIGITAL_VAT_RATE })),
  };
}

/** The balance, in a transaction under the provider's lock: a period that just ended is closed first. */
export async function readBalance(db: TDbExecutor, userId: string, now: Date): Promise<TBalance> {
  return db.transaction((tx) => lockedBalance(tx, userId, now));
}

/** The balance in the caller's transaction, which it locks. */
export async function lockedBalance(tx: TDbExecutor, userId: string, now: Date): Promise<TBalance> {
  await lockQuota(tx, userId);
  const { plan, live } = await rollOver(tx, userId, now);
  return balanceOf(tx, plan, now, live);
}

export async function getBalance(deps: AppDeps, userId: string): Promise<TBalance> {
  return readBalance(deps.database.db, userId, deps.now());
}

/** One page of the quota's history, or (`sms`) of the SMS credits' history. */
export async function getMovements(
  deps: AppDeps,
  userId: string,
  page: number,
  scope: 'quota' | 'sms' = 'quota',
): Promise<Omit<TMovementsResponse, 'success'>> {
  const limit = MOVEMENTS_PAGE_SIZE;
  const { movements, total } = await listMovements(
    deps.database.db,
    userId,
    { limit, offset: (page - 1) * limit },
    scope,
  );
  return { movements, page, pageSize: limit, total };
}

type TChanges = Record<string, { before?: unknown; after?: unknown }>;

const notFound = () => new AppError('NOT_FOUND', 'Utilisateur introuvable');

/** The provider account an administrator's action names, locked; 404 unknown, 409 erased or not a provider. */
export async function lockProvider(tx: TDbExecutor, userId: string) {
  const user = isUuid(userId) ? await lockAccount(tx, userId) : undefined;
  if (!user) throw notFound();
  if (user.deletedAt)
    throw new AppError('CONFLICT', 'Ce compte a été supprimé : plus aucune action n’est possible.');
  if (user.role !== 'client') throw new AppError('CONFLICT', QUOTA_MESSAGES.providersOnly);
  return user;
}

/** GET /api/admin/users/{id}/billing: plan, balance and the latest movements. */
export async function billingForAdmin(deps: AppDeps, userId: string) {
  const now = deps.now();
  const balance = await deps.database.db.transaction(async (tx) => {
    await lockProvider(tx, userId);
    return lockedBalance(tx, userId, now);
  });
  const latest = { limit: MOVEMENTS_PAGE_SIZE, offset: 0 };
  const [{ movements }, sms] = await Promise.all([
    listMovements(deps.database.db, userId, latest),
    listMovements(deps.database.db, userId, latest, 'sms'),
  ]);
  return { balance, movements, smsMovements: sms.movements };
}

/** An administrator's audited change to a provider's balance: the change and its audit entry commit together. */
export async function adminChange(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  userId: string,
  audit: { action: string; reason: string },
  work: (tx: TDbExecutor, now: Date) => Promise<{ change: TBalanceChange; changes: TChanges }>,
): Promise<TBalance> {
  const now = deps.now();
  const change = await deps.database.db.transaction(async (tx) => {
    const user = await lockProvider(tx, userId);
    const done = await work(tx, now);
    await recordAudit(tx, {
      actor,
      action: audit.action,
      target: { type: 'user', id: user.id, label: user.email },
      changes: done.changes,
      reason: audit.reason,
      at: now,
    });
    return done.change;
  });
  publishBalanceChange(deps, change);
  return change.balance;
}

/** POST /api/admin/users/{id}/pack: the same rules as a purchase (upgrade now, downgrade next period). */
export function changePackByAdmin(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  userId: string,
  body: TAdminPackChange,
) {
  const reason = body.reason.trim();
  return adminChange(deps, actor, userId, { action: 'billing.change_pack', reason }, async (tx, now) => {
    const before = (await findPlan(tx, userId))?.packId ?? FREE_PLAN.id;
    const change = await changePack(tx, userId, body.packId, { authorId: actor.id, reason }, now);
    const { packId, nextPackId } = change.balance;
    return { change, changes: { packId: { before, after: packId }, nextPackId: { after: nextPackId } } };
  });
}

/** POST /api/admin/users/{id}/credits: the team's credits, valid 12 months. */
export function addCreditsByAdmin(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  userId: string,
  body: TAdminCredits,
) {
  const reason = body.reason.trim();
  return adminChange(deps, actor, userId, { action: 'billing.add_credits', reason }, async (tx, now) => {
    const change = await addCredits(
      tx,
      userId,
      { amount: body.amount, kind: 'admin_credit', authorId: actor.id, reason },
      now,
    );
    return {
      change,
      changes: { credits: { before: change.balance.credits - body.amount, after: change.balance.credits } },
    };
  });
}

/**
 * Whether the provider has an appointment left, read without the lock (the public page's hot
 * path): a period that has ended counts as open (its roll-over grants the next allowance), an
 * unlimited plan is always open. The booking itself re-checks under the lock.
 */
export async function hasQuotaLeft(db: TDbExecutor, userId: string, now: Date): Promise<boolean> {
  const plan = await findPlan(db, userId);
  if (!plan || plan.periodEnd <= now || planById(plan.packId).allowance === null) return true;
  return (await lotsWithRemaining(db, userId, now, 'live')).length > 0;
}

/** The provider's plan and whole ledger, for their data export (art. 15 and 20). */
export async function exportBillingOf(db: TDbExecutor, userId: string) {
  const plan = await findPlan(db, userId);
  const { movements } = await listMovements(db, userId, { limit: 1_000_000, offset: 0 }, 'all');
  return {
    plan: plan
      ? {
          packId: plan.packId,
          periodStart: plan.periodStart.toISOString(),
          periodEnd: plan.periodEnd.toISOString(),
          nextPackId: plan.nextPackId,
        }
      : null,
    movements: movements.map(({ id: _id, ...movement }) => movement),
  };
}

/** How many providers are on each plan now (erased accounts left out), for the team's books. */
export async function planCounts(db: TDbExecutor): Promise<Array<{ packId: TPlanId; providers: number }>> {
  return db
    .select({ packId: providerPlans.packId, providers: sql<number>`count(*)::int` })
    .from(providerPlans)
    .innerJoin(users, eq(users.id, providerPlans.userId))
    .where(isNull(users.deletedAt))
    .groupBy(providerPlans.packId);
}
