import { z } from 'zod';
import { multiLine, singleLine } from './fields';
import { PAYMENT_METHODS, ZPage } from './payments';

/**
 * The shop (issue 14, ADR 0038): physical items a provider orders for their practice — a QR
 * stand, NFC cards, printed appointment cards. Prices are TTC in integer euro cents with their
 * VAT rate; the server computes every total from the catalogue.
 */

/** VAT rates in force in metropolitan France (CGI art. 278 to 281 nonies), in percent. */
export const SHOP_VAT_RATES = [20, 10, 5.5, 2.1, 0] as const;
export const SHOP_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  priceMaxCents: 1_000_000,
  stockMax: 100_000,
  quantityMax: 50,
  itemsMax: 20,
  photosMax: 6,
  /** Bytes of one photo as sent; the server keeps a WebP of at most photoMaxSide × photoMaxSide px. */
  photoMaxBytes: 2 * 1024 * 1024,
  photoMaxSide: 1600,
  /**
   * An unpaid order keeps its stock this long, then the release job cancels it (issue 30): an hour
   * when it is paid by card (its Stripe Checkout page expires then too), a day when the instance
   * takes transfers only, which cannot arrive sooner.
   */
  cardHoldMinutes: 60,
  transferHoldHours: 24,
  /** Orders one account may have awaiting payment at once: no one holds the stock with unpaid orders. */
  unpaidOrdersMax: 2,
} as const;
export const SHOP_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  pending_payment: 'En attente de paiement',
  paid: 'Payée',
  preparing: 'En préparation',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
  refunded: 'Remboursée',
};

/**
 * The moves an administrator may make (ADR 0038). `paid` from `pending_payment` records a bank
 * transfer; `refunded` from `cancelled` records the money sent back (a card refund arrives by
 * Stripe's webhook instead). The provider may cancel while the order has not shipped.
 */
export const ORDER_TRANSITIONS: Record<TOrderStatus, readonly TOrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['preparing', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['refunded'],
  refunded: [],
};
export const CANCELLABLE_STATUSES: readonly TOrderStatus[] = ['pending_payment', 'paid', 'preparing'];

export const SHOP_MESSAGES = {
  outOfStock: (name: string) => `Stock insuffisant pour « ${name} ».`,
  productUnavailable: 'Ce produit n’est plus en vente.',
  tooManyUnpaid: `Vous avez déjà ${SHOP_LIMITS.unpaidOrdersMax} commandes en attente de paiement : payez-en une ou annulez-la dans « Mes commandes » avant d’en passer une autre.`,
  transition: (from: TOrderStatus, to: TOrderStatus) =>
    `Une commande « ${ORDER_STATUS_LABELS[from]} » ne peut pas passer à « ${ORDER_STATUS_LABELS[to]} ».`,
  notCancellable: 'Cette commande est déjà expédiée : elle ne peut plus être annulée.',
  trackingRequired: 'Le numéro de suivi est obligatoire pour une expédition.',
  carrierRequired: 'Le transporteur est obligatoire pour une expédition.',
  referenceRequired: 'La référence du virement est obligatoire.',
  notPending: 'Cette commande n’attend pas de paiement.',
  nothingToRefund: 'Cette commande n’a pas été payée : il n’y a rien à rembourser.',
  cardRefundByStripe:
    'Cette commande a été payée par carte : son remboursement passe par Stripe et sera enregistré à sa confirmation.',
  paymentsOff:
    'Le paiement par carte n’est pas activé sur Créneau : votre commande est réservée 24 heures, contactez-nous pour la régler par virement.',
  photoType: 'Formats acceptés : JPEG, PNG ou WebP.',
  photoSize: 'La photo dépasse 2 Mo.',
  photoUnreadable: 'La photo est illisible ou abîmée : essayez avec une autre.',
  photoDimensions: 'La photo est trop grande (50 mégapixels au plus).',
  photosMax: 'Six photos au plus par produit.',
  archived: 'Ce produit est archivé.',
} as const;

const ZName = z
  .string({ error: 'Le nom est obligatoire' })
  .trim()
  .min(1, 'Le nom est obligatoire')
  .max(SHOP_LIMITS.nameMax, `Le nom ne doit pas dépasser ${SHOP_LIMITS.nameMax} caractères`)
  .refine(...singleLine('Le nom'));
const ZDescription = z
  .string({ error: 'La description doit être un texte' })
  .trim()
  .max(
    SHOP_LIMITS.descriptionMax,
    `La description ne doit pas dépasser ${SHOP_LIMITS.descriptionMax} caractères`,
  )
  .refine(...multiLine('La description'));
const ZPriceCents = z
  .number({ error: 'Le prix doit être un nombre de centimes' })
  .int('Le prix doit être un nombre entier de centimes')
  .min(1, 'Le prix doit être positif')
  .max(SHOP_LIMITS.priceMaxCents, 'Le prix ne doit pas dépasser 10 000 €');
const ZVatRate = z
  .number({ error: 'Le taux de TVA doit être un nombre' })
  .refine((rate) => (SHOP_VAT_RATES as readonly number[]).includes(rate), {
    message: 'Taux de TVA inconnu (20, 10, 5,5, 2,1 ou 0 %)',
  });
const ZStock = z
  .number({ error: 'Le stock doit être un nombre' })
  .int('Le stock doit être un nombre entier')
  .min(0, 'Le stock ne peut pas être négatif')
  .max(SHOP_LIMITS.stockMax, `Le stock ne doit pas dépasser ${SHOP_LIMITS.stockMax}`);

/** POST /api/admin/products. */
export const ZProductInput = z.object({
  name: ZName,
  description: ZDescription.optional().default(''),
  priceCents: ZPriceCents,
  vatRate: ZVatRate,
  stock: ZStock,
  active: z.boolean({ error: 'Le champ « en vente » doit être vrai ou faux' }).optional().default(true),
  personalised: z
    .boolean({ error: 'Le champ « personnalisé » doit être vrai ou faux' })
    .optional()
    .default(false),
});
export type TProductInput = z.input<typeof ZProductInput>;

/** PATCH /api/admin/products/{id}: any subset. */
export const ZProductPatch = z
  .object({
    name: ZName.optional(),
    description: ZDescription.optional(),
    priceCents: ZPriceCents.optional(),
    vatRate: ZVatRate.optional(),
    stock: ZStock.optional(),
    active: z.boolean({ error: 'Le champ « en vente » doit être vrai ou faux' }).optional(),
    personalised: z.boolean({ error: 'Le champ « personnalisé » doit être vrai ou faux' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Aucune modification', path: ['name'] });
export type TProductPatch = z.input<typeof ZProductPatch>;

export const ZProductPhoto = z.object({ id: z.string(), url: z.string() });
export const ZShopProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  vatRate: z.number(),
  stock: z.number().int(),
  active: z.boolean(),
  personalised: z.boolean(),
  photos: z.array(ZProductPhoto),
  /** Set once archived (DELETE): kept for the orders that name it, never sold again. */
  archivedAt: z.string().nullable(),
});
export type TShopProduct = z.infer<typeof ZShopProduct>;
export const ZProductsResponse = z.object({ success: z.literal(true), products: z.array(ZShopProduct) });
export const ZProductResponse = z.object({ success: z.literal(true), product: ZShopProduct });
export const ZPhotoResponse = z.object({ success: z.literal(true), photo: ZProductPhoto });

const ZAddressLine = (label: string, max: number) =>
  z
    .string({ error: `${label} est obligatoire` })
    .trim()
    .min(1, `${label} est obligatoire`)
    .max(max, `${label} ne doit pas dépasser ${max} caractères`)
    .refine(...singleLine(label));

/** Metropolitan France, Corsica (2A/2B are written 20xxx) and the overseas departments (97x). */
export const FRENCH_POSTAL_CODE = /^(?:(?:0[1-9]|[1-8]\d|9[0-5])\d{3}|97[1-6]\d{2})$/;

export const ZShippingAddress = z.object({
  name: ZAddressLine('Le nom du destinataire', 100),
  line1: ZAddressLine('L’adresse', 200),
  line2: z
    .string({ error: 'Le complément d’adresse doit être un texte' })
    .trim()
    .max(200, 'Le complément d’adresse ne doit pas dépasser 200 caractères')
    .refine(...singleLine('Le complément d’adresse'))
    .optional()
    .transform((value) => value || undefined),
  postalCode: z
    .string({ error: 'Le code postal est obligatoire' })
    .trim()
    .regex(FRENCH_POSTAL_CODE, 'Code postal français invalide (5 chiffres)'),
  city: ZAddressLine('La ville', 100),
  country: z.literal('FR', { error: 'Nous livrons uniquement en France (FR).' }),
});
/** An address as the server answers it (the request's schema trims and checks; this one only describes). */
const ZShippingAddressOut = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  postalCode: z.string(),
  city: z.string(),
  country: z.literal('FR'),
});
export type TShippingAddress = z.infer<typeof ZShippingAddressOut>;

/** POST /api/shop/orders: quantities per product; prices come from the catalogue, never from here. */
export const ZOrderRequest = z.object({
  items: z
    .array(
      z.object({
        productId: z.uuid({ error: 'Produit inconnu' }),
        quantity: z
          .number({ error: 'La quantité doit être un nombre' })
          .int('La quantité doit être un nombre entier')
          .min(1, 'La quantité doit être au moins 1')
          .max(SHOP_LIMITS.quantityMax, `${SHOP_LIMITS.quantityMax} exemplaires au plus par produit`),
      }),
      { error: 'Choisissez au moins un produit' },
    )
    .min(1, 'Choisissez au moins un produit')
    .max(SHOP_LIMITS.itemsMax, `${SHOP_LIMITS.itemsMax} produits au plus par commande`)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
      message: 'Chaque produit ne doit figurer qu’une fois',
    }),
  shippingAddress: ZShippingAddress,
});
export type TOrderRequest = z.input<typeof ZOrderRequest>;

export const ZOrderItem = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  vatRate: z.number(),
  totalCents: z.number().int(),
  /** What is printed on it: the provider's booking page address, frozen at the order. */
  personalisation: z.object({ bookingUrl: z.string() }).nullable(),
});
export const ZOrderEvent = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});
export const ZOrder = z.object({
  id: z.string(),
  /** « CMD-000042 ». */
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(ZOrderItem),
  totalExclCents: z.number().int(),
  vatCents: z.number().int(),
  totalInclCents: z.number().int(),
  /** null once anonymised (after the invoices' ten years). */
  shippingAddress: ZShippingAddressOut.nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  history: z.array(ZOrderEvent),
  createdAt: z.string(),
  /** When an unpaid order gives its stock back. */
  holdUntil: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderResponse = z.object({ success: z.literal(true), order: ZOrder });
export const ZOrderCreatedResponse = ZOrderResponse.extend({
  /** Stripe Checkout, when cards are accepted; absent otherwise (transfer). */
  checkoutUrl: z.string().optional(),
});
export const ZOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(ZOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const ORDERS_PAGE_SIZE = 50;
export const ZOrdersQuery = z.object({ page: ZPage });
export const ZAdminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Statut inconnu' }).optional(),
  /** Cancelled orders paid by transfer, credited, whose money the team still has to send back. */
  refundDue: z.enum(['true'], { error: 'Filtre inconnu' }).optional(),
  page: ZPage,
});
export type TAdminOrdersQuery = z.input<typeof ZAdminOrdersQuery>;

const ZOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} doit être un texte` })
    .trim()
    .max(max, `${label} ne doit pas dépasser ${max} caractères`)
    .refine(...singleLine(label))
    .optional();

/** PATCH /api/admin/orders/{id}/status (ADR 0038): the transition, with what it needs. */
export const ZOrderStatusChange = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Statut inconnu' }),
    trackingNumber: ZOptionalText('Le numéro de suivi', 100),
    carrier: ZOptionalText('Le transporteur', 60),
    /** A bank transfer's reference, when the order moves to `paid`. */
    reference: ZOptionalText('La référence du virement', 120),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'shipped') {
      if (!body.trackingNumber)
        ctx.addIssue({ code: 'custom', message: SHOP_MESSAGES.trackingRequired, path: ['trackingNumber'] });
      if (!body.carrier)
        ctx.addIssue({ code: 'custom', message: SHOP_MESSAGES.carrierRequired, path: ['carrier'] });
    }
    if (body.status === 'paid' && !body.reference)
      ctx.addIssue({ code: 'custom', message: SHOP_MESSAGES.referenceRequired, path: ['reference'] });
  });
export type TOrderStatusChange = z.input<typeof ZOrderStatusChange>;
