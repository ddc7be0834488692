import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import type { TProduct } from './products';
import { settlePayment } from './settle';
import { nextTransferPeriod } from './transfer-periods';

type TTransferReceived = {
  userId: string;
  product: TProduct;
  amountCents: number;
  reference: string;
  /** The administrator who saw the money arrive. */
  actorId: string;
  now: Date;
};

/**
 * A bank transfer received (ADR 0037, 0056), recorded by hand or confirmed from an order: the
 * settlement of a card payment (payment, ledger, invoice and its e-mail) and, for a monthly pack,
 * the month it pays — after the month already paid, if any.
 */
export async function settleTransfer(tx: TDbExecutor, deps: AppDeps, received: TTransferReceived) {
  const { userId, product, now } = received;
  const period = product.monthly ? await nextTransferPeriod(tx, userId, product.id, now) : null;
  const settlement = await settlePayment(
    tx,
    deps,
    {
      userId,
      productId: product.id,
      method: 'transfer',
      amountCents: received.amountCents,
      reference: received.reference,
      authorId: received.actorId,
      paidAt: now,
    },
    { renewal: false, actorId: received.actorId },
    now,
  );
  return { settlement, period };
}
