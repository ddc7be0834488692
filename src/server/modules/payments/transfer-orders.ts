import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, formatDate } from '../../../shared/french-format';
import { isUpgrade, type TPackId } from '../../../shared/pricing';
import type { TCheckoutRequest } from '../../../shared/schemas/payments';
import {
  MAX_PENDING_TRANSFER_ORDERS,
  type TBankDetails,
  TRANSFER_MESSAGES,
  type TStopTransferRenewal,
  type TTransferPeriod,
} from '../../../shared/schemas/payments-transfers';
import type { TDbExecutor } from '../../db/executor';
import { transferOrders } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { lockProvider, publishBalanceChange, readBalance, returnToFreeTier } from '../billing/api';
import { getConfig, readConfig } from '../config/api';
import { publishNotifications } from '../notifications/api';
import { requireProduct } from './products';
import { activeSubscriptionOf } from './queries';
import { assertSellerReady } from './seller-ready';
import { noticeTransfer } from './transfer-notices';
import {
  insertTransferOrder,
  lockTransferOrder,
  openPeriodsOf,
  pendingOrdersOf,
  type TTransferOrderRow,
  toTransferOrderDto,
} from './transfer-order-queries';
import { closePeriodsNow, withdrawRenewals } from './transfer-periods';

const notFound = () => new AppError('NOT_FOUND', TRANSFER_MESSAGES.notFound);

function toPeriod(row: TTransferOrderRow | undefined): TTransferPeriod | null {
  if (!row?.periodStart || !row.periodEnd) return null;
  return {
    orderId: row.id,
    packId: row.productId,
    start: row.periodStart.toISOString(),
    end: row.periodEnd.toISOString(),
    stopAtEnd: row.stopAtEndAt !== null,
  };
}

/** The configured bank details, or null: then no transfer is offered. */
async function bankOf(deps: AppDeps, tx?: TDbExecutor): Promise<TBankDetails | null> {
  const config = tx ? await readConfig(tx, deps.config) : await getConfig(deps);
  return config.bankTransfer;
}

/** GET /api/billing/transfers: the bank details, the orders awaiting their transfer, the paid month running. */
export async function listOwnTransfers(deps: AppDeps, userId: string) {
  const now = deps.now();
  const [bank, orders, open] = await Promise.all([
    bankOf(deps),
    pendingOrdersOf(deps.database.db, userId),
    openPeriodsOf(deps.database.db, userId, now),
  ]);
  return { bank, orders: orders.map(toTransferOrderDto), period: toPeriod(open[0]) };
}

/**
 * POST /api/billing/transfers (ADR 0056): an order to pay a pack or a recharge by transfer, with
 * its reference. Under the account's lock: at most MAX_PENDING_TRANSFER_ORDERS awaiting payment
 * (the renewals the job sends are not counted); no lower pack while a paid month runs.
 */
export async function createTransferOrder(deps: AppDeps, userId: string, body: TCheckoutRequest) {
  const product = requireProduct(body.packId ?? body.rechargeId ?? '');
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const bank = await bankOf(deps, tx);
    if (!bank) throw new AppError('CONFLICT', TRANSFER_MESSAGES.unavailable);
    await assertSellerReady(tx, deps, 'provider');
    await lockProvider(tx, userId);
    const [pending] = await tx
      .select({ n: count() })
      .from(transferOrders)
      .where(
        and(
          eq(transferOrders.userId, userId),
          eq(transferOrders.status, 'pending'),
          isNull(transferOrders.renewsOrderId),
        ),
      );
    if ((pending?.n ?? 0) >= MAX_PENDING_TRANSFER_ORDERS)
      throw new AppError('CONFLICT', TRANSFER_MESSAGES.tooManyPending);
    if (product.monthly) {
      const [running] = await openPeriodsOf(tx, userId, now);
      if (
        running?.periodEnd &&
        running.productId !== product.id &&
        !isUpgrade(running.productId as TPackId, product.id as TPackId)
      )
        throw new AppError('CONFLICT', TRANSFER_MESSAGES.downgradeDuringPeriod(running.periodEnd), {
          field: 'packId',
        });
    }
    const order = await insertTransferOrder(tx, {
      userId,
      productType: product.type,
      productId: product.id,
      amountCents: product.priceCents,
      status: 'pending',
      createdAt: now,
    });
    return { order: toTransferOrderDto(order), bank };
  });
}

/** POST /api/billing/transfers/{id}/cancel: the provider's own pending order only (another's is 404). */
export async function cancelTransferOrder(deps: AppDeps, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw notFound();
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await lockProvider(tx, userId);
    const order = await lockTransferOrder(tx, orderId);
    if (!order || order.userId !== userId) throw notFound();
    if (order.status !== 'pending') throw new AppError('CONFLICT', TRANSFER_MESSAGES.notPending);
    const [cancelled] = await tx
      .update(transferOrders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(transferOrders.id, order.id))
      .returning();
    return { order: toTransferOrderDto(cancelled ?? order), bank: await bankOf(deps, tx) };
  });
}

const lastDay = (end: Date) =>
  formatDate(new Date(end.getTime() - 1).toISOString(), DEFAULT_TIMEZONE, 'long');

/**
 * POST /api/billing/transfers/stop — « Revenir à l’offre gratuite » (ADR 0056). `period_end`: the
 * paid month runs to its end, no renewal is asked, then the free tier. `now`: the free tier at
 * once (what the month still held lapses; months paid ahead are not refunded).
 */
export async function stopTransferRenewal(deps: AppDeps, userId: string, body: TStopTransferRenewal) {
  const now = deps.now();
  const done = await deps.database.db.transaction(async (tx) => {
    await lockProvider(tx, userId);
    const open = await openPeriodsOf(tx, userId, now);
    const latest = open[0];
    if (!latest?.periodEnd) throw new AppError('CONFLICT', TRANSFER_MESSAGES.noPeriod);
    const name = requireProduct(latest.productId).name;
    if (body.when === 'period_end') {
      if (latest.stopAtEndAt)
        throw new AppError('CONFLICT', TRANSFER_MESSAGES.alreadyStopping(latest.periodEnd));
      await tx.update(transferOrders).set({ stopAtEndAt: now }).where(eq(transferOrders.id, latest.id));
      await withdrawRenewals(
        tx,
        open.map((p) => p.id),
        'cancelled',
        now,
      );
      return {
        message: `C’est noté : votre ${name} reste actif jusqu’au ${lastDay(latest.periodEnd)}, puis votre compte reviendra à l’offre gratuite. Aucun virement ne vous sera demandé.`,
        change: null,
        notice: null,
      };
    }
    await closePeriodsNow(tx, open, 'stopped', now);
    const card = await activeSubscriptionOf(tx, userId);
    const change = card ? null : await returnToFreeTier(tx, userId, latest.productId as TPackId, now);
    const notice = await noticeTransfer(
      tx,
      deps,
      userId,
      { kind: 'ended', period: latest, stopped: true },
      userId,
      now,
    );
    return { message: 'Votre compte est revenu à l’offre gratuite dès maintenant.', change, notice };
  });
  publishBalanceChange(deps, done.change);
  publishNotifications(deps, [done.notice]);
  return {
    message: done.message,
    balance: done.change?.balance ?? (await readBalance(deps.database.db, userId, now)),
  };
}

/**
 * The account is erased (GDPR): its orders still awaiting a transfer are cancelled (nobody will
 * pay them, the team's list drops them) and an open paid month is closed, so the renewal job asks
 * nothing more. In the erasure's transaction.
 */
export async function closeTransferOrdersOf(tx: TDbExecutor, userId: string, now: Date): Promise<void> {
  await tx
    .update(transferOrders)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(transferOrders.userId, userId), eq(transferOrders.status, 'pending')));
  await tx
    .update(transferOrders)
    .set({ periodOutcome: 'stopped', periodClosedAt: now })
    .where(
      and(
        eq(transferOrders.userId, userId),
        isNotNull(transferOrders.periodEnd),
        isNull(transferOrders.periodOutcome),
      ),
    );
}
