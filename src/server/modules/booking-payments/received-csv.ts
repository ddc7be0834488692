import { DateTime } from 'luxon';
import { formatPrice } from '../../../shared/french-format';
import {
  BOOKING_PAYMENT_STATUS_LABELS,
  feeStatusText,
  PAYMENT_MODE_LABELS,
  type TReceivedPayment,
} from '../../../shared/schemas/booking-payments';
import { toCsv } from '../../csv/csv';

/** A date and time as the provider reads them on their wall clock. */
const at = (iso: string | null, zone: string) =>
  iso ? DateTime.fromISO(iso, { zone }).toFormat('dd/MM/yyyy HH:mm') : '';

/** « 20,00 € — Frais d’absence prélevés » (and what was refunded of it), or empty when no fee was asked. */
function feeOf(p: TReceivedPayment): string {
  if (!p.feeStatus) return '';
  return `${formatPrice(p.noShowFeeCents ?? 0)} — ${feeStatusText(p)}`;
}

/**
 * GET /api/payments/received.csv: the list for the provider's accountant, in French, with the
 * code base's one CSV writer (`;`, BOM, formula-safe cells): dates in the provider's zone.
 */
export function receivedPaymentsCsv(payments: TReceivedPayment[], zone: string): string {
  return toCsv<TReceivedPayment>(
    [
      { header: 'Date', value: (p) => at(p.createdAt, zone) },
      { header: 'Client', value: (p) => p.clientName },
      { header: 'Prestation', value: (p) => p.serviceName },
      { header: 'Rendez-vous', value: (p) => at(p.start, zone) },
      { header: 'Type', value: (p) => PAYMENT_MODE_LABELS[p.mode] },
      { header: 'Montant', value: (p) => formatPrice(p.amountCents) },
      { header: 'Statut', value: (p) => BOOKING_PAYMENT_STATUS_LABELS[p.status] },
      { header: 'Remboursé', value: (p) => (p.refundedCents > 0 ? formatPrice(p.refundedCents) : '') },
      { header: "Frais d'absence", value: feeOf },
    ],
    payments,
  );
}
