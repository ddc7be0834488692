import { z } from 'zod';
import { PLAN_IDS, RECHARGES, SMS_RECHARGES, type TPlanId, type TSmsRechargeId } from '../pricing';
import { ZReason } from './admin-users';

/**
 * Packs, quota and credits (issue 12, ADR 0036): the balance derived from the append-only ledger
 * of movements, the packs catalogue answer and the administrators' tools.
 */

export const ZPlanId = z.enum(PLAN_IDS, { error: 'Pack inconnu' }) satisfies z.ZodType<TPlanId>;
export const ZRechargeId = z.enum(
  RECHARGES.map((r) => r.id) as [(typeof RECHARGES)[number]['id'], ...(typeof RECHARGES)[number]['id'][]],
  { error: 'Recharge inconnue' },
);

/** GET /api/billing/balance, and the `user:creditsUpdated` socket event. */
export const ZBalance = z.object({
  packId: ZPlanId,
  /** ISO instants: the period runs from periodStart (included) to periodEnd (excluded). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Appointments granted for this period (the pack's allowance, plus an upgrade's complement). */
  allowance: z.number().int(),
  /** Carried over from the previous period, usable during this one only. */
  carriedOver: z.number().int(),
  /** Recharge and team credits still usable (all periods), each valid 12 months from its grant. */
  credits: z.number().int(),
  /** Appointments used during this period, overage included, cancellations given back deducted. */
  used: z.number().int(),
  /** Appointments left (carry-over + allowance + credits); null = unlimited. */
  remaining: z.number().int().nullable(),
  /** remaining ≤ 10 (SPEC §9). */
  lowQuota: z.boolean(),
  /** Manual bookings made at 0 remaining during this period (counted, never lost). */
  overage: z.number().int(),
  /** A downgrade waiting for the next period, or the plan that follows a fixed pack. */
  nextPackId: ZPlanId.nullable(),
  /** When the next credits expire (ISO), null without credits. */
  creditsExpireAt: z.string().nullable(),
  /** SMS credits left (issue 35): one per SMS sent; they do not expire. */
  smsCredits: z.number().int(),
});
export type TBalance = z.infer<typeof ZBalance>;
export const ZBalanceResponse = z.object({ success: z.literal(true), balance: ZBalance });

export const MOVEMENT_KINDS = [
  'grant',
  'upgrade',
  'carry_over',
  'recharge',
  'admin_credit',
  'use',
  'overage',
  'refund',
  'expiry',
  'withdrawal',
  // SMS credits (issue 35): their own bucket 'sms', never mixed with appointments.
  'sms_recharge',
  'sms_admin_credit',
  'sms_withdrawal',
  'sms_use',
  'sms_refund',
] as const;
export type TMovementKind = (typeof MOVEMENT_KINDS)[number];

/** French label of each movement in the history. */
export const MOVEMENT_LABELS: Record<TMovementKind, string> = {
  grant: 'Rendez-vous de la période',
  upgrade: 'Complément du changement de pack',
  carry_over: 'Report du mois précédent',
  recharge: 'Recharge',
  admin_credit: 'Crédits ajoutés par l’équipe Créneau',
  use: 'Rendez-vous reçu',
  overage: 'Rendez-vous hors quota',
  refund: 'Rendez-vous annulé, rendu',
  expiry: 'Expiration',
  withdrawal: 'Paiement remboursé : rendez-vous retirés',
  sms_recharge: 'Recharge SMS',
  sms_admin_credit: 'Crédits SMS ajoutés par l’équipe Créneau',
  sms_withdrawal: 'Crédits SMS retirés',
  sms_use: 'SMS de rappel envoyé',
  sms_refund: 'SMS non envoyé : crédit rendu',
};

/**
 * `sms`: SMS credits (issue 35). Bought, they never expire nor roll over; the balance is the sum
 * of the bucket's movements, and no appointment count reads them.
 */
export const MOVEMENT_BUCKETS = [
  'allowance',
  'carry_over',
  'credits',
  'overage',
  'unlimited',
  'sms',
] as const;

/** One line of the ledger (GET /api/billing/movements, newest first). */
export const ZMovement = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  bucket: z.enum(MOVEMENT_BUCKETS),
  /** Signed: + grants and gives back, − uses and expiries. */
  amount: z.number().int(),
  reason: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** The administrator who made an admin_credit or a pack change (name only). */
  authorName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TMovement = z.infer<typeof ZMovement>;

export const MOVEMENTS_PAGE_SIZE = 50;
export const ZMovementsQuery = z.object({
  page: z.coerce
    .number({ error: 'Numéro de page invalide' })
    .int('Numéro de page invalide')
    .min(1, 'Numéro de page invalide')
    .max(100_000, 'Numéro de page invalide')
    .optional()
    .default(1),
});
export const ZMovementsResponse = z.object({
  success: z.literal(true),
  movements: z.array(ZMovement),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TMovementsResponse = z.infer<typeof ZMovementsResponse>;

const ZPlanOffer = z.object({
  id: ZPlanId,
  name: z.string(),
  priceCents: z.number().int(),
  vatRate: z.number(),
  appointmentsPerMonth: z.number().int().nullable(),
  maxCarryOver: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
});
/** GET /api/billing/packs (public). */
export const ZPacksResponse = z.object({
  success: z.literal(true),
  free: ZPlanOffer,
  packs: z.array(ZPlanOffer),
  recharges: z.array(
    z.object({
      id: ZRechargeId,
      name: z.string(),
      appointments: z.number().int(),
      priceCents: z.number().int(),
      vatRate: z.number(),
      validityMonths: z.number().int(),
    }),
  ),
  /** SMS credits sold as recharges (issue 35), bought like the others (`rechargeId`); they do not expire. */
  smsRecharges: z.array(
    z.object({
      id: z.enum(SMS_RECHARGES.map((r) => r.id) as [TSmsRechargeId, ...TSmsRechargeId[]]),
      name: z.string(),
      sms: z.number().int(),
      priceCents: z.number().int(),
      vatRate: z.number(),
    }),
  ),
});
export type TPacksResponse = z.infer<typeof ZPacksResponse>;

export const ADMIN_CREDITS_MAX = 10_000;
/** POST /api/admin/users/{id}/pack: the reason is mandatory (audited, issue 12). */
export const ZAdminPackChange = z.object({ packId: ZPlanId, reason: ZReason });
export type TAdminPackChange = z.input<typeof ZAdminPackChange>;
/** POST /api/admin/users/{id}/credits: a positive number of appointments, with its reason. */
export const ZAdminCredits = z.object({
  amount: z
    .number({ error: 'Le nombre de crédits est requis' })
    .int('Le nombre de crédits doit être un nombre entier')
    .min(1, 'Au moins 1 crédit')
    .max(ADMIN_CREDITS_MAX, `${ADMIN_CREDITS_MAX} crédits au plus`),
  reason: ZReason,
});
export type TAdminCredits = z.input<typeof ZAdminCredits>;

/**
 * POST /api/admin/users/{id}/sms-credits (issue 35): SMS credits added (1 to 10 000) or removed
 * (a negative number, within the balance), with the reason (audited).
 */
export const ZAdminSmsCredits = z.object({
  amount: z
    .number({ error: 'Le nombre de crédits SMS est requis' })
    .int('Le nombre de crédits SMS doit être un nombre entier')
    .min(-ADMIN_CREDITS_MAX, `${ADMIN_CREDITS_MAX} crédits SMS au plus`)
    .max(ADMIN_CREDITS_MAX, `${ADMIN_CREDITS_MAX} crédits SMS au plus`)
    .refine((n) => n !== 0, 'Le nombre de crédits SMS ne peut pas être 0'),
  reason: ZReason,
});
export type TAdminSmsCredits = z.input<typeof ZAdminSmsCredits>;

/** 400 on the amount: the team removes at most what the account holds. */
export const smsRemovalTooLarge = (held: number) =>
  `Ce compte n’a que ${held} crédit${held > 1 ? 's' : ''} SMS : impossible d’en retirer davantage.`;

/** GET /api/admin/users/{id}/billing: the account's plan, balance and latest movements. */
export const ZAdminBillingResponse = z.object({
  success: z.literal(true),
  balance: ZBalance,
  movements: z.array(ZMovement),
  /** The latest movements of the SMS credits (issue 35). */
  smsMovements: z.array(ZMovement),
});
export type TAdminBillingResponse = z.infer<typeof ZAdminBillingResponse>;

/** Answer of the admin pack and credits actions: the new balance. */
export const ZBalanceChangeResponse = ZBalanceResponse;

export const QUOTA_MESSAGES = {
  /** 403 QUOTA_EXHAUSTED on the public page. */
  exhausted:
    'La réservation en ligne est momentanément indisponible pour ce professionnel. Contactez-le directement pour prendre rendez-vous.',
  samePack: 'Ce compte est déjà sur ce pack.',
  providersOnly: 'Seuls les comptes professionnels ont un pack.',
} as const;
