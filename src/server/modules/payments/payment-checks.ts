import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatPrice } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../http/uuid';
import { notifyUser, type TQueuedNotice } from '../notifications/api';
import type { TLog } from './checkout';
import { productById } from './products';

/**
 * What the server sold: to which account, which product (a pack or recharge id, a shop order's
 * id), at what price and in which currency; `label` names it in French.
 */
export type TExpectedPayment = {
  userId: string;
  productId: string;
  amountCents: number;
  currency: string;
  label: string;
};
/** What a signed event says was paid: by whom, for what, how much. */
export type TReportedPayment = {
  userId: string | null;
  productId: string | null;
  amountCents: number | null | undefined;
  currency: string | null | undefined;
};

/** A product id an event names, in French (an id from the metadata is cut short: it is not ours). */
function productName(id: string | null): string {
  if (!id) return 'aucun';
  return productById(id)?.name ?? (isUuid(id) ? 'une autre commande' : id.slice(0, 40));
}

/** What a paid Checkout session says: its account (both places agreeing), its product, its amount. */
export function reportedOfSession(session: Stripe.Checkout.Session): TReportedPayment {
  const metadata = session.metadata ?? {};
  const userId = session.client_reference_id;
  return {
    userId: userId && metadata.userId === userId ? userId : null,
    productId: metadata.orderId ?? metadata.productId ?? null,
    amountCents: session.amount_total,
    currency: session.currency,
  };
}

/**
 * Whether a signed event is about what was sold (issue 30: a signed 1-cent USD event granted a
 * pack): the same account and product, the same currency and amount. Null when it is; else what
 * differs, in French.
 */
export function paymentMismatch(expected: TExpectedPayment, reported: TReportedPayment): string | null {
  if (reported.userId !== expected.userId) return `paiement d’un autre compte pour ${expected.label}`;
  if (reported.productId !== expected.productId)
    return `produit « ${productName(reported.productId)} » au lieu de ${expected.label}`;
  const currency = (reported.currency ?? '').toLowerCase();
  if (currency !== expected.currency)
    return `devise ${currency.toUpperCase() || 'absente'} au lieu de ${expected.currency.toUpperCase()} pour ${expected.label}`;
  if (reported.amountCents !== expected.amountCents)
    return `${formatPrice(reported.amountCents ?? 0)} payés au lieu de ${formatPrice(expected.amountCents)} pour ${expected.label}`;
  return null;
}

/**
 * A payment that does not match what was sold: nothing is granted nor invoiced. It is logged (one
 * JSON line, `stripe: payment rejected`) and every administrator is told, in the event's
 * transaction (the notification and its push job commit with the event), to check it in Stripe
 * and refund it.
 */
export async function rejectPayment(
  tx: TDbExecutor,
  deps: AppDeps,
  log: TLog,
  input: {
    eventId: string;
    stripeObject: string;
    expected: TExpectedPayment;
    reported: TReportedPayment;
    mismatch: string;
  },
  now: Date,
): Promise<TQueuedNotice[]> {
  const { expected, reported } = input;
  log.error(
    {
      stripeEvent: input.eventId,
      stripeObject: input.stripeObject,
      userId: expected.userId,
      mismatch: input.mismatch,
      expected: {
        productId: expected.productId,
        amountCents: expected.amountCents,
        currency: expected.currency,
      },
      reported: {
        userId: reported.userId,
        productId: reported.productId?.slice(0, 80) ?? null,
        amountCents: reported.amountCents ?? null,
        currency: reported.currency?.slice(0, 8) ?? null,
      },
    },
    'stripe: payment rejected',
  );
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  const notices: TQueuedNotice[] = [];
  for (const admin of admins) {
    notices.push(
      await notifyUser(
        tx,
        deps.jobs,
        {
          userId: admin.id,
          type: 'payment_rejected',
          title: 'Paiement Stripe refusé',
          body: `Événement ${input.eventId} (${input.stripeObject}) : ${input.mismatch}. Rien n’a été accordé ni facturé ; vérifiez ce paiement dans Stripe et remboursez-le.`,
          link: `/admin/users/${expected.userId}`,
        },
        now,
      ),
    );
  }
  return notices;
}
