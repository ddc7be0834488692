import { SMS_RECHARGES } from '../../../shared/pricing';
import type { TDbExecutor } from '../../db/executor';
import { moveSmsCredits } from '../billing/api';
import type { TPaymentRow } from './issue';

/** The SMS credits of an SMS recharge's id (issue 35). */
function smsOf(productId: string): number {
  const recharge = SMS_RECHARGES.find((r) => r.id === productId);
  if (!recharge) throw new Error(`Unknown SMS recharge ${productId}`);
  return recharge.sms;
}

/** A paid SMS recharge: its credits, once per payment (`grantKey`), in the payment's transaction. */
export async function grantSmsRecharge(
  tx: TDbExecutor,
  payment: TPaymentRow,
  grantKey: string,
  actorId: string | null,
  now: Date,
): Promise<void> {
  await moveSmsCredits(
    tx,
    payment.userId,
    { kind: 'sms_recharge', amount: smsOf(payment.productId), dedupeKey: grantKey, authorId: actorId },
    now,
  );
}

/**
 * A refunded SMS recharge: its credits in proportion of the refund are taken back, within what
 * the account still holds (SMS already sent stay sent); once per refund (`refundKey`).
 */
export async function withdrawSmsRecharge(
  tx: TDbExecutor,
  payment: TPaymentRow,
  refund: { amountCents: number; refundKey: string },
  now: Date,
): Promise<void> {
  // In proportion of this refund alone: two half refunds take back the whole recharge, not more.
  const share = Math.round((smsOf(payment.productId) * refund.amountCents) / payment.amountCents);
  if (share <= 0) return;
  await moveSmsCredits(
    tx,
    payment.userId,
    { kind: 'sms_withdrawal', amount: -share, dedupeKey: `withdrawal:${refund.refundKey}` },
    now,
  );
}
