import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatTime } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import {
  BOOKING_PAYMENT_MESSAGES,
  NO_SHOW_FEE_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  paymentAmountText,
  paymentStatusText,
} from '../../../../shared/schemas/booking-payments';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { useRefundBookingMutation } from '../api/refund-booking';
import { refundableByProvider } from '../utils/refundable';
import { RefundDialog } from './refund-dialog';

function Line({ label, children }: { label: string; children: string }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3 py-1.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * « Paiement » (issue 34): what the client paid or left as a guarantee, its state, and
 * « Rembourser » (all that is left, or a part) while a paid amount has not been given back.
 */
export function BookingDetailsPayment({ booking, zone }: { booking: TBooking; zone: string }) {
  const refund = useRefundBookingMutation(booking.id);
  const [asking, setAsking] = useState(false);
  const payment = booking.payment;
  if (!payment) return null;
  const { cents: refundable, fee } = refundableByProvider(booking);
  const holding = booking.status === 'awaiting_payment' && booking.holdExpiresAt;
  return (
    <section aria-labelledby="booking-payment-title" className="border-t border-slate-100 pt-4">
      <h3 id="booking-payment-title" className="text-base font-semibold text-slate-900">
        Paiement
      </h3>
      <dl className="mt-1">
        <Line label="Type">{PAYMENT_MODE_LABELS[payment.mode]}</Line>
        <Line label="Montant">{paymentAmountText(payment)}</Line>
        <Line label="Statut">{paymentStatusText(payment)}</Line>
        {holding && (
          <Line label="Délai">{`Le créneau est retenu jusqu’à ${formatTime(booking.holdExpiresAt ?? '', zone)}, puis libéré sans paiement.`}</Line>
        )}
        {payment.paidAt && <Line label="Payé le">{formatDateTime(payment.paidAt, zone, 'long')}</Line>}
        {payment.refundedAt && (
          <Line label="Remboursé le">{formatDateTime(payment.refundedAt, zone, 'long')}</Line>
        )}
        {payment.feeStatus && (
          <Line label="Frais d’absence">
            {payment.feeChargedAt
              ? `${NO_SHOW_FEE_STATUS_LABELS[payment.feeStatus]} le ${formatDateTime(payment.feeChargedAt, zone, 'long')}`
              : NO_SHOW_FEE_STATUS_LABELS[payment.feeStatus]}
          </Line>
        )}
      </dl>
      <div aria-live="polite">
        {refund.isSuccess && <Notice tone="success">{BOOKING_PAYMENT_MESSAGES.refundQueued}</Notice>}
      </div>
      {refundable > 0 && !refund.isSuccess && (
        <ActionButton
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => {
            refund.reset();
            setAsking(true);
          }}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          Rembourser
        </ActionButton>
      )}
      <RefundDialog
        open={asking}
        onOpenChange={setAsking}
        clientName={booking.client.name}
        what={fee ? 'les frais d’absence' : null}
        refundable={refundable}
        pending={refund.isPending}
        error={refund.isError ? refund.error : null}
        onRefund={(amountCents) => refund.mutate(amountCents, { onSuccess: () => setAsking(false) })}
      />
    </section>
  );
}
