import { and, eq, isNull } from 'drizzle-orm';
import { formatPrice } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notifyUser, type TQueuedNotice } from '../notifications/api';
import type { TLog } from './checkout';

/** What the server sold: the price of the product or order, in euros. */
export type TExpectedPayment = { amountCents: number; label: string };
/** What Stripe says was paid. */
export type TReportedPayment = {
  amountCents: number | null | undefined;
  currency: string | null | undefined;
};

const SOLD_CURRENCY = 'eur';

/**
 * Whether a signed event's amount and currency are those of what was sold (issue 30: a signed
 * 1-cent USD event granted a pack). Null when they are; else what differs, in French.
 */
export function paymentMismatch(expected: TExpectedPayment, reported: TReportedPayment): string | null {
  const currency = (reported.currency ?? '').toLowerCase();
  if (currency !== SOLD_CURRENCY)
    return `devise ${currency.toUpperCase() || 'absente'} au lieu de EUR pour ${expected.label}`;
  if (reported.amountCents !== expected.amountCents)
    return `${formatPrice(reported.amountCents ?? 0)} payés au lieu de ${formatPrice(expected.amountCents)} pour ${expected.label}`;
  return null;
}

/**
 * A payment that does not match what was sold: nothing is granted nor invoiced. It is logged and
 * every administrator is told, in the event's transaction, to check it in Stripe and refund it.
 */
export async function rejectPayment(
  tx: TDbExecutor,
  deps: AppDeps,
  log: TLog,
  input: { eventId: string; userId: string | null; mismatch: string },
  now: Date,
): Promise<TQueuedNotice[]> {
  log.error(
    { stripeEvent: input.eventId, userId: input.userId, mismatch: input.mismatch },
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
          body: `Événement ${input.eventId} : ${input.mismatch}. Rien n’a été accordé ni facturé ; vérifiez ce paiement dans Stripe et remboursez-le.`,
          link: input.userId ? `/admin/users/${input.userId}` : '/admin',
        },
        now,
      ),
    );
  }
  return notices;
}
