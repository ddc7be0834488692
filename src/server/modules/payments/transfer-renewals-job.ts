import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TPackId } from '../../../shared/pricing';
import { TRANSFER_RENEWAL_NOTICE_DAYS } from '../../../shared/schemas/payments-transfers';
import { transferOrders } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { lockAccount } from '../auth/api';
import { publishBalanceChange, returnToFreeTier } from '../billing/api';
import { readConfig } from '../config/api';
import { publishNotifications } from '../notifications/api';
import { requireProduct } from './products';
import { activeSubscriptionOf } from './queries';
import { noticeTransfer } from './transfer-notices';
import {
  insertTransferOrder,
  lockTransferOrder,
  periodsEnded,
  periodsToRemind,
} from './transfer-order-queries';
import { withdrawRenewals } from './transfer-periods';

const DAY_MS = 86_400_000;
/** Months handled per pass; the next pass takes the rest. */
const BATCH = 200;

/**
 * 7 days before a paid month ends (ADR 0056): the next month's order, with its own reference and
 * today's price, and the e-mail giving the transfer to make — once (`reminded_at`, under the
 * order's lock). Returns whether it was sent.
 */
async function remindOne(deps: AppDeps, id: string, now: Date): Promise<boolean> {
  const noticeStart = new Date(now.getTime() + TRANSFER_RENEWAL_NOTICE_DAYS * DAY_MS);
  const [peek] = await deps.database.db
    .select({ userId: transferOrders.userId })
    .from(transferOrders)
    .where(eq(transferOrders.id, id));
  if (!peek) return false;
  const notice = await deps.database.db.transaction(async (tx) => {
    const user = await lockAccount(tx, peek.userId);
    const period = await lockTransferOrder(tx, id);
    if (!user || !period?.periodEnd) return null;
    const due =
      period.periodOutcome === null &&
      period.remindedAt === null &&
      period.stopAtEndAt === null &&
      period.periodEnd > now &&
      period.periodEnd <= noticeStart;
    if (!due) return null;
    await tx.update(transferOrders).set({ remindedAt: now }).where(eq(transferOrders.id, period.id));
    if (user.deletedAt) return null;
    const product = requireProduct(period.productId);
    const next = await insertTransferOrder(tx, {
      userId: user.id,
      productType: 'pack',
      productId: product.id,
      amountCents: product.priceCents,
      status: 'pending',
      renewsOrderId: period.id,
      createdAt: now,
    });
    const { bankTransfer, supportEmail } = await readConfig(tx, deps.config);
    return noticeTransfer(
      tx,
      deps,
      user.id,
      { kind: 'renewal_due', period, next, bank: bankTransfer, supportEmail },
      null,
      now,
    );
  });
  publishNotifications(deps, [notice]);
  return notice !== null;
}

/**
 * A paid month that ended without the next one paid (ADR 0056): closed as `lapsed` (or `stopped`,
 * the provider's choice), its unpaid renewal expired, and the account back on the free tier at
 * once — unless a card subscription holds the pack now. The provider is told.
 */
async function endOne(deps: AppDeps, id: string, now: Date): Promise<boolean> {
  const [peek] = await deps.database.db
    .select({ userId: transferOrders.userId })
    .from(transferOrders)
    .where(eq(transferOrders.id, id));
  if (!peek) return false;
  const done = await deps.database.db.transaction(async (tx) => {
    const user = await lockAccount(tx, peek.userId);
    const period = await lockTransferOrder(tx, id);
    if (!user || !period?.periodEnd || period.periodOutcome !== null || period.periodEnd > now) return null;
    const stopped = period.stopAtEndAt !== null;
    await tx
      .update(transferOrders)
      .set({ periodOutcome: stopped ? 'stopped' : 'lapsed', periodClosedAt: now })
      .where(eq(transferOrders.id, period.id));
    await withdrawRenewals(tx, [period.id], 'expired', now);
    if (user.deletedAt) return { change: null, notice: null };
    const card = await activeSubscriptionOf(tx, user.id);
    const change = card ? null : await returnToFreeTier(tx, user.id, period.productId as TPackId, now);
    const notice = await noticeTransfer(tx, deps, user.id, { kind: 'ended', period, stopped }, null, now);
    return { change, notice };
  });
  if (!done) return false;
  publishBalanceChange(deps, done.change);
  publishNotifications(deps, [done.notice]);
  return true;
}

/** One pass: the notices due, then the months ended. Idempotent; returns what it did. */
export async function runTransferRenewals(deps: AppDeps): Promise<{ reminded: number; ended: number }> {
  const now = deps.now();
  const db = deps.database.db;
  let reminded = 0;
  let ended = 0;
  const noticeStart = new Date(now.getTime() + TRANSFER_RENEWAL_NOTICE_DAYS * DAY_MS);
  for (const { id } of await periodsToRemind(db, now, noticeStart, BATCH))
    if (await remindOne(deps, id, now)) reminded++;
  for (const { id } of await periodsEnded(db, now, BATCH)) if (await endOne(deps, id, now)) ended++;
  return { reminded, ended };
}

/** Every 15 minutes: the months paid by transfer that near their end or have ended. */
export const transferRenewalsJob = defineJob({
  name: 'payments.transfer-renewals',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 2,
  cron: '*/15 * * * *',
  async handler(deps) {
    await runTransferRenewals(deps);
  },
});
