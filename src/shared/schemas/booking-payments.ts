import { z } from 'zod';
import { formatPrice } from '../french-format';
import { zCalendarDate } from './fields';

/**
 * Booking payments (issue 34, ADR 0061): a client pays an « acompte » or the whole price, or leaves
 * a card as a guarantee against a no-show, on the provider's own Stripe account (Stripe Connect,
 * Express, no commission). One contract for the server, the dashboard and the booking page.
 * Money is integer euro cents. The word is « acompte », never « arrhes ».
 */

export const PAYMENT_MODES = ['none', 'deposit', 'full', 'guarantee'] as const;
export type TPaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_MODE_LABELS: Record<TPaymentMode, string> = {
  none: 'Aucun paiement',
  deposit: 'Acompte',
  full: 'Paiement complet',
  guarantee: 'Carte en garantie',
};

/** Stripe's smallest charge in euros is 0,50 €; a deposit or a fee of less than 1 € makes no sense. */
export const MIN_PAYMENT_CENTS = 100;
export const MAX_PAYMENT_CENTS = 100_000;
/** How long a booking waits for its payment: Stripe's shortest Checkout expiry (30 minutes). */
export const HOLD_MINUTES = 30;

const zCents = (what: string) =>
  z
    .number({ error: `${what} doit être un montant en centimes` })
    .int(`${what} doit être un montant en centimes`)
    .min(MIN_PAYMENT_CENTS, `${what} est d'au moins 1,00 €`)
    .max(MAX_PAYMENT_CENTS, `${what} est d'au plus 1 000,00 €`);

/**
 * A service's payment rule. `deposit`: `amountCents` at booking; `full`: the service's price at
 * booking (no amount of its own); `guarantee`: a card saved at booking, `noShowFeeCents` charged if
 * the provider marks the client absent. Fields the mode does not use are dropped.
 */
export const ZServicePayment = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: 'Mode de paiement inconnu' }),
    amountCents: zCents("L'acompte").optional(),
    noShowFeeCents: zCents("Les frais d'absence").optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.mode === 'deposit' && payment.amountCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: "Indiquez le montant de l'acompte" });
    if (payment.mode === 'guarantee' && payment.noShowFeeCents === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['noShowFeeCents'],
        message: "Indiquez le montant des frais d'absence",
      });
  })
  .transform((p) => ({
    mode: p.mode,
    ...(p.mode === 'deposit' ? { amountCents: p.amountCents } : {}),
    ...(p.mode === 'guarantee' ? { noShowFeeCents: p.noShowFeeCents } : {}),
  }));
export type TServicePayment = z.output<typeof ZServicePayment>;
export const NO_PAYMENT: TServicePayment = { mode: 'none' };

/** What a client pays when booking (0 for none and guarantee), from the rule and the service's price. */
export function amountDueCents(payment: TServicePayment, priceCents: number): number {
  if (payment.mode === 'deposit') return payment.amountCents ?? 0;
  if (payment.mode === 'full') return priceCents;
  return 0;
}

export const BOOKING_PAYMENT_MESSAGES = {
  notConfigured: "Le paiement en ligne n'est pas disponible sur Créneau pour le moment.",
  accountNotReady:
    'Activez d’abord les paiements en ligne (« Paiements en ligne ») : votre compte Stripe doit pouvoir encaisser.',
  fullNeedsPrice: 'Le paiement complet demande un prix supérieur à 0 € pour la prestation.',
  depositAbovePrice: "L'acompte ne peut pas dépasser le prix de la prestation.",
  publicUnavailable:
    'Le paiement en ligne de ce professionnel est momentanément indisponible. Réessayez plus tard ou contactez-le.',
  stripeUnavailable: 'Le service de paiement ne répond pas. Réessayez dans quelques instants.',
  holdExpired: 'Le délai de paiement est dépassé : le créneau a été libéré.',
  nothingToRefund: 'Aucun paiement à rembourser pour ce rendez-vous.',
  refundQueued: 'Le remboursement est demandé à Stripe.',
  refundInProgress: 'Ce qui reste à rembourser est déjà en cours de remboursement.',
} as const;

const REFUND_AMOUNT = 'Le montant à rembourser (amountCents)';

/** More than is left to refund (paid, less refunded, less refunds on their way). */
export const refundTooMuchMessage = (leftCents: number) =>
  `${REFUND_AMOUNT} ne peut pas dépasser ${formatPrice(leftCents)}, ce qui reste à rembourser.`;

/**
 * POST /api/bookings/{id}/refund (issue 34): `amountCents` refunds that part (at least 1 cent, at
 * most what is left to refund); without it, all that is left. No body at all (null) is fine.
 */
export const ZRefundBooking = z
  .object({
    amountCents: z
      .number({ error: `${REFUND_AMOUNT} doit être un montant en centimes` })
      .int(`${REFUND_AMOUNT} doit être un montant en centimes`)
      .min(1, `${REFUND_AMOUNT} doit être d'au moins 0,01 €`)
      .max(MAX_PAYMENT_CENTS, refundTooMuchMessage(MAX_PAYMENT_CENTS))
      .optional(),
  })
  .nullish();
export type TRefundBooking = z.input<typeof ZRefundBooking>;

/** GET /api/payments/connect. `available`: Stripe Connect is configured on this instance. */
export type TConnectAccount = { id: string; chargesEnabled: boolean; detailsSubmitted: boolean };
export type TConnectStatus = { available: boolean; account: TConnectAccount | null };

export const CONNECT_STATUS_LABELS = {
  none: 'Non activé',
  pending: 'En attente de vérification',
  active: 'Actif',
} as const;
export function connectStatusOf(account: TConnectAccount | null): keyof typeof CONNECT_STATUS_LABELS {
  if (!account) return 'none';
  return account.chargesEnabled ? 'active' : 'pending';
}

/**
 * Where a booking's payment stands. `pending`: the Checkout session is open; `paid`: the deposit or
 * the price is paid; `card_saved`: the guarantee's card is saved; `expired`: never paid, the hold
 * ended (its time ran out, or the client or the provider cancelled it first); `refunded`: paid, then given back (in part or in full).
 */
export const BOOKING_PAYMENT_STATUSES = ['pending', 'paid', 'card_saved', 'expired', 'refunded'] as const;
export type TBookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];
export const BOOKING_PAYMENT_STATUS_LABELS: Record<TBookingPaymentStatus, string> = {
  pending: 'En attente de paiement',
  paid: 'Payé',
  card_saved: 'Carte enregistrée',
  // The hold ended unpaid: run out, given back by the client or cancelled by the provider.
  expired: 'Non payé',
  refunded: 'Remboursé',
};

/**
 * The no-show fee of a guarantee: asked of Stripe, charged, waiting for the client's bank, refused,
 * or charged then given back in full by the provider.
 */
export const NO_SHOW_FEE_STATUSES = ['queued', 'charged', 'requires_action', 'failed', 'refunded'] as const;
export type TNoShowFeeStatus = (typeof NO_SHOW_FEE_STATUSES)[number];
export const NO_SHOW_FEE_STATUS_LABELS: Record<TNoShowFeeStatus, string> = {
  queued: 'Frais d’absence demandés',
  charged: 'Frais d’absence prélevés',
  requires_action: 'Frais d’absence : paiement envoyé au client (authentification demandée)',
  failed: 'Frais d’absence refusés par la banque',
  refunded: 'Frais d’absence remboursés',
};

/** A booking's payment, as its provider (and, by token, its client) sees it. */
export type TBookingPayment = {
  mode: Exclude<TPaymentMode, 'none'>;
  status: TBookingPaymentStatus;
  amountCents: number;
  noShowFeeCents: number | null;
  refundedCents: number;
  paidAt: string | null;
  refundedAt: string | null;
  feeStatus: TNoShowFeeStatus | null;
  feeChargedAt: string | null;
  /** What was given back of a charged no-show fee. */
  feeRefundedCents: number;
};

export const ZBookingPayment = z.object({
  mode: z.enum(['deposit', 'full', 'guarantee']),
  status: z.enum(BOOKING_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  noShowFeeCents: z.number().int().nullable(),
  refundedCents: z.number().int(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  feeStatus: z.enum(NO_SHOW_FEE_STATUSES).nullable(),
  feeChargedAt: z.string().nullable(),
  feeRefundedCents: z.number().int(),
}) satisfies z.ZodType<TBookingPayment>;

/** A service's rule as the public booking page reads it. */
export const ZPublicServicePayment = z.object({
  mode: z.enum(PAYMENT_MODES),
  amountCents: z.number().int().optional(),
  noShowFeeCents: z.number().int().optional(),
});

/** One line of the provider's « Paiements » list and CSV export. */
export type TReceivedPayment = TBookingPayment & {
  bookingId: string;
  start: string;
  clientName: string;
  serviceName: string;
  createdAt: string;
};

/** Days within the product's date range: a year 0 or 9999 is refused naming the field. */
export const ZReceivedPaymentsQuery = z.object({
  from: zCalendarDate('La date de début').optional(),
  to: zCalendarDate('La date de fin').optional(),
});

/**
 * The conditions a client reads before committing (booking page, confirmation e-mail): the amount,
 * and what a cancellation at least `cancellationNoticeHours` ahead gives back.
 */
export function paymentTerms(
  payment: TServicePayment,
  priceCents: number,
  cancellationNoticeHours: number,
): string {
  const notice = `${cancellationNoticeHours} h`;
  switch (payment.mode) {
    case 'none':
      return '';
    case 'deposit':
      return `Un acompte de ${formatPrice(payment.amountCents ?? 0)} est demandé à la réservation. Il vous est remboursé si vous annulez au moins ${notice} avant le rendez-vous.`;
    case 'full':
      return `Le paiement de ${formatPrice(priceCents)} est demandé à la réservation. Il vous est remboursé si vous annulez au moins ${notice} avant le rendez-vous.`;
    case 'guarantee':
      return `Votre carte est enregistrée en garantie, sans débit. Si vous ne venez pas sans avoir annulé au moins ${notice} avant, des frais d'absence de ${formatPrice(payment.noShowFeeCents ?? 0)} pourront être prélevés.`;
  }
}

// ---------- Answers of the provider's « Paiements en ligne » (parsed by the dashboard) ----------

export const ZConnectAccount = z.object({
  id: z.string(),
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
}) satisfies z.ZodType<TConnectAccount>;

/** GET /api/payments/connect: whether this instance offers online payments, and the provider's account. */
export const ZConnectStatusResponse = z.object({
  success: z.literal(true),
  available: z.boolean(),
  account: ZConnectAccount.nullable(),
});

/** POST /api/payments/connect: the Stripe page (Account Link) where the provider goes on. */
export const ZConnectLinkResponse = z.object({ success: z.literal(true), url: z.string() });

export const ZReceivedPayment = ZBookingPayment.extend({
  bookingId: z.string(),
  start: z.string(),
  clientName: z.string(),
  serviceName: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<TReceivedPayment>;

/** GET /api/payments/received?from&to: the payments of bookings made in that range, newest first. */
export const ZReceivedPaymentsResponse = z.object({
  success: z.literal(true),
  payments: z.array(ZReceivedPayment),
});

/** « Payé », « Remboursé (20,00 €) », « Carte enregistrée · Frais d’absence prélevés »: a payment's state in one line. */
export function paymentStatusText(payment: TBookingPayment): string {
  const refunded =
    payment.refundedCents > 0 && payment.refundedCents < payment.amountCents
      ? `Remboursé en partie (${formatPrice(payment.refundedCents)})`
      : payment.status === 'refunded' || payment.refundedCents > 0
        ? `Remboursé (${formatPrice(payment.refundedCents || payment.amountCents)})`
        : BOOKING_PAYMENT_STATUS_LABELS[payment.status];
  return payment.feeStatus ? `${refunded} · ${feeStatusText(payment)}` : refunded;
}

/** « Frais d’absence prélevés, remboursés en partie (5,00 €) », or empty when no fee was asked. */
export function feeStatusText(payment: Pick<TBookingPayment, 'feeStatus' | 'feeRefundedCents'>): string {
  if (!payment.feeStatus) return '';
  return payment.feeStatus === 'charged' && payment.feeRefundedCents > 0
    ? `${NO_SHOW_FEE_STATUS_LABELS.charged}, remboursés en partie (${formatPrice(payment.feeRefundedCents)})`
    : NO_SHOW_FEE_STATUS_LABELS[payment.feeStatus];
}

/** « 20,00 € », or for a guarantee « Garantie : 30,00 € en cas d’absence ». */
export function paymentAmountText(payment: TBookingPayment): string {
  if (payment.mode === 'guarantee')
    return `Garantie : ${formatPrice(payment.noShowFeeCents ?? 0)} en cas d’absence`;
  return formatPrice(payment.amountCents);
}

/** What the confirmation e-mail says was paid at booking (issue 34): « Acompte payé : 20,00 € ». */
export function paymentReceivedLine(mode: TPaymentMode, amountCents: number): string {
  switch (mode) {
    case 'deposit':
      return `Acompte payé : ${formatPrice(amountCents)}`;
    case 'full':
      return `Payé en ligne : ${formatPrice(amountCents)}`;
    case 'guarantee':
      return 'Carte enregistrée en garantie (aucun débit)';
    case 'none':
      return '';
  }
}
