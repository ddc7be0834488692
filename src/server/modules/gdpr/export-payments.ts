import { toCsv } from '../../csv/csv';
import type { TBookingPaymentsExport } from '../booking-payments/api';

type TPayment = TBookingPaymentsExport['payments'][number];

/** The README's lines for the payments' files (issue 34). */
export const PAYMENTS_README = `- paiements.json / paiements.csv : votre compte Stripe pour les paiements de vos clients
  (identifiant, état) et les acomptes, paiements complets et cartes en garantie de vos
  clients (rendez-vous, client, prestation, montant en centimes, état, remboursement, frais
  d'absence, dates).
`;

/**
 * paiements.json and paiements.csv of the provider's archive (issue 34, ADR 0061): the archive's
 * own conventions — ISO dates in UTC, amounts in cents, codes as stored.
 */
export function paymentFiles(data: TBookingPaymentsExport): Record<string, string> {
  return {
    'paiements.json': `${JSON.stringify(data, null, 2)}\n`,
    'paiements.csv': toCsv(
      [
        { header: 'rendez-vous', value: (p: TPayment) => p.bookingId },
        { header: 'début', value: (p) => p.start },
        { header: 'client', value: (p) => p.clientName },
        { header: 'prestation', value: (p) => p.serviceName },
        { header: 'type', value: (p) => p.mode },
        { header: 'état', value: (p) => p.status },
        { header: 'montant (centimes)', value: (p) => p.amountCents },
        { header: 'payé le', value: (p) => p.paidAt },
        { header: 'remboursé (centimes)', value: (p) => p.refundedCents },
        { header: 'remboursé le', value: (p) => p.refundedAt },
        { header: "frais d'absence (centimes)", value: (p) => p.noShowFeeCents },
        { header: "frais d'absence", value: (p) => p.feeStatus },
        { header: 'frais prélevés le', value: (p) => p.feeChargedAt },
        { header: 'créé le', value: (p) => p.createdAt },
      ],
      data.payments,
    ),
  };
}
