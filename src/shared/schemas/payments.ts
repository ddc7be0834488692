import { z } from 'zod';
import { DEFAULT_TIMEZONE, formatDate } from '../french-format';
import {
  PACKS,
  RECHARGES,
  SMS_RECHARGES,
  type TPackId,
  type TRechargeId,
  type TSmsRechargeId,
} from '../pricing';
import { ZReason } from './admin-users';
import { ZBalance } from './billing';
import { singleLine } from './fields';

/**
 * Payments, invoices and accounting (issue 13, ADR 0037): card payments through Stripe Checkout,
 * bank transfers recorded by the team, French invoices and credit notes, the team's books.
 * Money is integer euro cents; VAT rates are percentages (20, 5.5).
 */

export const ZPackPurchaseId = z.enum(PACKS.map((p) => p.id) as [TPackId, ...TPackId[]], {
  error: 'Pack inconnu',
});
/** An appointments recharge, or an SMS one (issue 35): both bought through `rechargeId`. */
const RECHARGE_PURCHASE_IDS = [...RECHARGES, ...SMS_RECHARGES].map((r) => r.id) as [
  TRechargeId | TSmsRechargeId,
  ...(TRechargeId | TSmsRechargeId)[],
];
const ZRechargePurchaseId = z.enum(RECHARGE_PURCHASE_IDS, { error: 'Recharge inconnue' });

/** What can be bought: a pack (monthly subscription, or the one-off event pack) or a recharge. */
export type TProductId = TPackId | TRechargeId | TSmsRechargeId;
export const PRODUCT_TYPES = ['pack', 'recharge', 'sms', 'shop'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<TProductType, string> = {
  pack: 'Packs',
  recharge: 'Recharges',
  sms: 'SMS',
  shop: 'Boutique',
};

export const PAYMENT_MESSAGES = {
  oneProduct: 'Choisissez un pack ou une recharge.',
  disabled:
    'Le paiement par carte n’est pas activé sur Créneau. Contactez-nous pour régler par virement : votre pack sera activé dès réception.',
  noSubscription: 'Vous n’avez pas d’abonnement payé par carte à gérer.',
  alreadySubscribed: 'Vous avez déjà ce pack. Gérez votre carte ou résiliez depuis « Gérer mon abonnement ».',
  downgradeByPortal:
    'Pour passer à un pack inférieur, résiliez votre abonnement depuis « Gérer mon abonnement » : il reste actif jusqu’à la fin de la période payée, puis choisissez le nouveau pack.',
  stripeUnavailable: 'Le service de paiement ne répond pas. Réessayez dans quelques instants.',
  badSignature: 'Signature du webhook invalide.',
  refundTooLarge: 'Le remboursement dépasse ce qui reste à rembourser sur ce paiement.',
  referenceRecorded: (at: Date) =>
    `Un virement portant cette référence a déjà été enregistré le ${formatDate(at.toISOString(), DEFAULT_TIMEZONE, 'long')} : vérifiez la référence (une facture émise est définitive).`,
} as const;

/** POST /api/billing/checkout: exactly one of packId and rechargeId. */
export const ZCheckoutRequest = z
  .object({ packId: ZPackPurchaseId.optional(), rechargeId: ZRechargePurchaseId.optional() })
  .superRefine((body, ctx) => {
    if ((body.packId === undefined) === (body.rechargeId === undefined))
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.oneProduct, path: ['packId'] });
  });
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/** POST /api/billing/checkout and /api/billing/portal: where to send the browser. */
export const ZUrlResponse = z.object({ success: z.literal(true), url: z.string() });

/** GET /api/billing/subscription: whether cards are accepted, and the card subscription if any. */
export const ZSubscriptionResponse = z.object({
  success: z.literal(true),
  paymentsEnabled: z.boolean(),
  subscription: z
    .object({ packId: ZPackPurchaseId, since: z.string() })
    .nullable()
    .describe('The pack paid monthly by card (managed in the Stripe customer portal), null without one'),
});
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<TInvoiceKind, string> = { invoice: 'Facture', credit_note: 'Avoir' };

export const PAYMENT_METHODS = ['card', 'transfer'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  card: 'Carte bancaire',
  transfer: 'Virement',
};

/** A payment's state as its invoice shows it. */
export const PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<TPaymentStatus, string> = {
  paid: 'Payée',
  partially_refunded: 'Remboursée en partie',
  refunded: 'Remboursée',
};

/** One invoice or credit note in a list (the PDF holds every legal mention). */
export const ZInvoice = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  /** The first line's label (« Pack Pro — abonnement mensuel »). */
  label: z.string(),
  /** Credit notes are negative. */
  totalExclCents: z.number().int(),
  vatCents: z.number().int(),
  totalInclCents: z.number().int(),
  vatRate: z.number(),
  method: z.enum(PAYMENT_METHODS),
  /** The payment's state (invoices); null on a credit note. */
  status: z.enum(PAYMENT_STATUSES).nullable(),
  /** On a credit note: the number of the invoice it corrects. */
  creditedInvoiceNumber: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string() }),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const INVOICES_PAGE_SIZE = 50;
export const ZPage = z.coerce
  .number({ error: 'Numéro de page invalide' })
  .int('Numéro de page invalide')
  .min(1, 'Numéro de page invalide')
  .max(100_000, 'Numéro de page invalide')
  .optional()
  .default(1);

export const ZInvoicesResponse = z.object({
  success: z.literal(true),
  invoices: z.array(ZInvoice),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TInvoicesResponse = z.infer<typeof ZInvoicesResponse>;
export const ZOwnInvoicesQuery = z.object({ page: ZPage });

/** A calendar month, « 2026-11 ». */
const ZMonth = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label} : mois attendu au format AAAA-MM`)
    .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, {
      message: `${label} : année entre 2000 et 2100`,
    });

/** GET /api/admin/invoices: by month range, customer, kind and payment status. */
export const ZAdminInvoicesQuery = z.object({
  from: ZMonth('Début').optional(),
  to: ZMonth('Fin').optional(),
  userId: z.uuid({ error: 'Identifiant de client invalide' }).optional(),
  kind: z.enum(INVOICE_KINDS, { error: 'Type de pièce inconnu' }).optional(),
  status: z.enum(PAYMENT_STATUSES, { error: 'Statut inconnu' }).optional(),
  page: ZPage,
});
export type TAdminInvoicesQuery = z.input<typeof ZAdminInvoicesQuery>;

/** GET /api/admin/compta and its CSV: a month range, both included (default: the last 12 months). */
export const ZComptaQuery = z
  .object({ from: ZMonth('Début').optional(), to: ZMonth('Fin').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Le début doit précéder la fin',
    path: ['from'],
  });
export type TComptaQuery = z.input<typeof ZComptaQuery>;

const ZAmounts = z.object({
  exclCents: z.number().int(),
  vatCents: z.number().int(),
  inclCents: z.number().int(),
});
/** One month of revenue: sales (invoices), refunds (credit notes, positive), net = sales − refunds. */
export const ZComptaMonth = ZAmounts.extend({
  month: z.string(),
  refundsInclCents: z.number().int(),
  netInclCents: z.number().int(),
  netExclCents: z.number().int(),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  byType: z.record(z.enum(PRODUCT_TYPES), ZAmounts.extend({ refundsInclCents: z.number().int() })),
});
export type TComptaMonth = z.infer<typeof ZComptaMonth>;
export const ZComptaResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  months: z.array(ZComptaMonth),
  totals: ZComptaMonth,
  /** Providers on a paid monthly pack now (card or transfer). */
  activeSubscriptions: z.number().int(),
  /** Monthly recurring revenue of those packs, excluding VAT. */
  mrrExclCents: z.number().int(),
  /** Of which paid monthly by card through Stripe. */
  cardSubscriptions: z.number().int(),
});
export type TComptaResponse = z.infer<typeof ZComptaResponse>;

/** POST /api/admin/users/{id}/payments: a bank transfer received, recorded by hand. */
export const ZAdminTransfer = z.object({
  productId: z.union([ZPackPurchaseId, ZRechargePurchaseId], { error: 'Produit inconnu' }),
  reference: z
    .string({ error: 'La référence du virement est obligatoire' })
    .trim()
    .min(1, 'La référence du virement est obligatoire')
    .max(120, 'La référence ne doit pas dépasser 120 caractères')
    .refine(...singleLine('La référence')),
  reason: ZReason,
});
export type TAdminTransfer = z.input<typeof ZAdminTransfer>;

/** POST /api/admin/invoices/{id}/refund: a refund of a paid invoice (card: through Stripe). */
export const ZAdminRefund = z.object({
  amountCents: z
    .number({ error: 'Le montant est obligatoire' })
    .int('Le montant doit être un nombre entier de centimes')
    .min(1, 'Le montant doit être positif')
    .max(100_000_00, 'Montant trop élevé'),
  reason: ZReason,
});
export type TAdminRefund = z.input<typeof ZAdminRefund>;

export const ZInvoiceResponse = z.object({ success: z.literal(true), invoice: ZInvoice });

/** POST /api/admin/users/{id}/payments → 201: the invoice issued and the provider's new balance. */
export const ZAdminTransferResponse = z.object({
  success: z.literal(true),
  invoice: ZInvoice,
  balance: ZBalance,
});

/**
 * POST /api/admin/invoices/{id}/refund: a transfer's credit note is issued at once; a card refund
 * is asked of Stripe and its credit note follows with the `charge.refunded` webhook.
 */
export const ZRefundResponse = z.object({
  success: z.literal(true),
  creditNote: ZInvoice.nullable(),
  pending: z.boolean(),
});
export type TRefundResponse = z.infer<typeof ZRefundResponse>;
