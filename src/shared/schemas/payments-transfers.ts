import { z } from 'zod';
import { DEFAULT_TIMEZONE, formatDate } from '../french-format';
import { ZBalance } from './billing';
import { ZInvoice } from './payments';

/**
 * Packs and recharges paid by bank transfer (issue 30 items 10 and 11, ADR 0056): the provider's
 * order with its reference, the administrator's one-click confirmation, and the month a transfer
 * pays for a monthly pack.
 */

export const TRANSFER_ORDER_STATUS_LABELS = {
  pending: 'En attente de virement',
  paid: 'Virement reçu',
  cancelled: 'Annulée',
  expired: 'Expirée',
} as const;
export type TTransferOrderStatus = keyof typeof TRANSFER_ORDER_STATUS_LABELS;
const ZTransferOrderStatus = z.enum(
  Object.keys(TRANSFER_ORDER_STATUS_LABELS) as [TTransferOrderStatus, ...TTransferOrderStatus[]],
  { error: 'Statut inconnu' },
);

/** Unpaid transfer orders an account may hold at once (renewals sent by the job not counted). */
export const MAX_PENDING_TRANSFER_ORDERS = 2;
/** Days before the end of a paid month when the next transfer's details are e-mailed. */
export const TRANSFER_RENEWAL_NOTICE_DAYS = 7;

const longDate = (at: Date) => formatDate(at.toISOString(), DEFAULT_TIMEZONE, 'long');

export const TRANSFER_MESSAGES = {
  unavailable:
    'Le paiement par virement n’est pas proposé sur Créneau : écrivez-nous pour convenir du règlement.',
  tooManyPending: `Vous avez déjà ${MAX_PENDING_TRANSFER_ORDERS} commandes en attente de virement : réglez-en une ou annulez-la avant d’en passer une autre.`,
  notFound: 'Commande introuvable',
  notPending: 'Cette commande n’est plus en attente de virement.',
  alreadyConfirmed: (at: Date) => `Ce virement a déjà été confirmé le ${longDate(at)}.`,
  cancelled: 'Cette commande a été annulée par le client : elle ne peut plus être confirmée.',
  downgradeDuringPeriod: (end: Date) =>
    `Votre mois payé court jusqu’au ${longDate(end)} : pour un pack inférieur, choisissez « Revenir à l’offre gratuite » à la fin de ce mois, puis commandez le nouveau pack.`,
  referenceOfPendingOrder:
    'Cette référence est celle d’une commande du client en attente de virement : confirmez-la depuis « Virements en attente ».',
  noPeriod: 'Vous n’avez pas de pack mensuel payé par virement en cours.',
  alreadyStopping: (end: Date) =>
    `C’est déjà prévu : votre compte reviendra à l’offre gratuite le ${longDate(end)}.`,
} as const;

/** A pack or recharge ordered to be paid by transfer, as the provider and the team see it. */
export const ZTransferOrder = z.object({
  id: z.string(),
  productType: z.enum(['pack', 'recharge', 'sms']),
  productId: z.string(),
  /** « Pack Pro », « Recharge 20 rendez-vous ». */
  productName: z.string(),
  amountCents: z.number().int(),
  /** To write on the transfer, exactly (« CRN-7KQ4-MX2P »). */
  reference: z.string(),
  status: ZTransferOrderStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The next month of a monthly pack, sent by the renewal job: the end of the month it follows. */
  renews: z.boolean(),
  /** A monthly pack once paid: the month it pays. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type TTransferOrder = z.infer<typeof ZTransferOrder>;

/** The instance's bank details, the IBAN compact (the screens print it in groups of four). */
export const ZBankDetails = z.object({ holder: z.string(), iban: z.string(), bic: z.string().nullable() });
export type TBankDetails = z.infer<typeof ZBankDetails>;

/** The month of a monthly pack paid by transfer that is running now. */
export const ZTransferPeriod = z.object({
  orderId: z.string(),
  packId: z.string(),
  start: z.string(),
  end: z.string(),
  /** The provider chose to return to the free tier at `end`. */
  stopAtEnd: z.boolean(),
});
export type TTransferPeriod = z.infer<typeof ZTransferPeriod>;

/** GET /api/billing/transfers. */
export const ZTransfersResponse = z.object({
  success: z.literal(true),
  /** null: no bank details configured, no transfer offered. */
  bank: ZBankDetails.nullable(),
  /** Orders awaiting their transfer, newest first. */
  orders: z.array(ZTransferOrder),
  period: ZTransferPeriod.nullable(),
});
export type TTransfersResponse = z.infer<typeof ZTransfersResponse>;

/** POST /api/billing/transfers → 201; POST /api/billing/transfers/{id}/cancel → 200. */
export const ZTransferOrderResponse = z.object({
  success: z.literal(true),
  order: ZTransferOrder,
  bank: ZBankDetails.nullable(),
});

/** POST /api/billing/transfers/stop: back to the free tier at the end of the paid month, or now. */
export const ZStopTransferRenewal = z.object({
  when: z.enum(['period_end', 'now'], {
    error: 'Indiquez quand revenir à l’offre gratuite (period_end ou now)',
  }),
});
export type TStopTransferRenewal = z.infer<typeof ZStopTransferRenewal>;
export const ZStopTransferRenewalResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  balance: ZBalance,
});

/** GET /api/admin/transfer-orders?status&userId. */
export const ZAdminTransferOrdersQuery = z.object({
  status: ZTransferOrderStatus.optional(),
  userId: z.uuid({ error: 'Identifiant de client invalide' }).optional(),
});
export type TAdminTransferOrdersQuery = z.input<typeof ZAdminTransferOrdersQuery>;

export const ZAdminTransferOrder = ZTransferOrder.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type TAdminTransferOrder = z.infer<typeof ZAdminTransferOrder>;
export const ZAdminTransferOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(ZAdminTransferOrder),
});

/** POST /api/admin/transfer-orders/{id}/confirm: the order paid, its invoice, the provider's balance. */
export const ZConfirmTransferOrderResponse = z.object({
  success: z.literal(true),
  order: ZAdminTransferOrder,
  invoice: ZInvoice,
  balance: ZBalance,
});
export type TConfirmTransferOrderResponse = z.infer<typeof ZConfirmTransferOrderResponse>;
