/** Credit packs of SPEC §3 and the quota rules of SPEC §9, shared by the landing page and billing. */

export type TPackId = 'independant' | 'pro' | 'expert' | 'max' | 'illimite' | 'evenement-7j';

export type TPack = {
  id: TPackId;
  name: string;
  /** Price including tax (TTC), in euro cents. */
  priceCents: number;
  /** null = unlimited. */
  appointmentsPerMonth: number | null;
  /** Appointments that may carry over to the next month: null = not applicable, 0 = none. */
  maxCarryOver: number | null;
  /** What happens once the quota is used up (French label shown to providers). */
  overage: string;
  idealFor: string;
  /** A fixed pack lasts this many days from its start instead of a calendar month (null = monthly). */
  validityDays: number | null;
};

const RECHARGE_OR_UPGRADE = 'Recharge ou pack supérieur';

export const PACKS: readonly TPack[] = [
  {
    id: 'independant',
    name: 'Indépendant',
    priceCents: 699,
    appointmentsPerMonth: 50,
    maxCarryOver: 15,
    overage: RECHARGE_OR_UPGRADE,
    idealFor: 'Indépendants qui lancent leur activité',
    validityDays: null,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 1499,
    appointmentsPerMonth: 200,
    maxCarryOver: 60,
    overage: RECHARGE_OR_UPGRADE,
    idealFor: 'Coachs, thérapeutes et cabinets bien installés',
    validityDays: null,
  },
  {
    id: 'expert',
    name: 'Expert',
    priceCents: 2999,
    appointmentsPerMonth: 500,
    maxCarryOver: 150,
    overage: RECHARGE_OR_UPGRADE,
    idealFor: 'Salons et cabinets à fort volume',
    validityDays: null,
  },
  {
    id: 'max',
    name: 'Max',
    priceCents: 4999,
    appointmentsPerMonth: 1000,
    maxCarryOver: 300,
    overage: RECHARGE_OR_UPGRADE,
    idealFor: 'Instituts et petites équipes',
    validityDays: null,
  },
  {
    id: 'illimite',
    name: 'Illimité',
    priceCents: 8999,
    appointmentsPerMonth: null,
    maxCarryOver: null,
    overage: 'Sans objet',
    idealFor: 'Centres et structures sans plafond',
    validityDays: null,
  },
  {
    id: 'evenement-7j',
    name: 'Événement 7j',
    priceCents: 1499,
    appointmentsPerMonth: 224,
    maxCarryOver: 0,
    overage: 'Pack fixe',
    idealFor: 'Une semaine de salon professionnel ou d’événement',
    validityDays: 7,
  },
];

/** The free tier advertised on the landing page (SPEC §1, §9). */
export const FREE_TIER = {
  name: 'Gratuit',
  priceCents: 0,
  appointmentsPerMonth: 20,
} as const;

/** A plan: the free tier or one of the packs (ADR 0036). */
export type TPlanId = 'gratuit' | TPackId;
export const PLAN_IDS = [
  'gratuit',
  'independant',
  'pro',
  'expert',
  'max',
  'illimite',
  'evenement-7j',
] as const satisfies readonly TPlanId[];

export type TPlan = {
  id: TPlanId;
  name: string;
  priceCents: number;
  /** Appointments granted at the start of each period; null = unlimited. */
  allowance: number | null;
  /** Cap of the carry-over into the next period (0 = none, null = not applicable). */
  maxCarryOver: number | null;
  /** null: calendar months in Europe/Paris; otherwise a fixed period of this many days. */
  validityDays: number | null;
};

export const FREE_PLAN: TPlan = {
  id: 'gratuit',
  name: FREE_TIER.name,
  priceCents: 0,
  allowance: FREE_TIER.appointmentsPerMonth,
  maxCarryOver: 0,
  validityDays: null,
};

/** Every plan a provider can be on, the free tier first. */
export const PLANS: readonly TPlan[] = [
  FREE_PLAN,
  ...PACKS.map((pack) => ({
    id: pack.id,
    name: pack.name,
    priceCents: pack.priceCents,
    allowance: pack.appointmentsPerMonth,
    maxCarryOver: pack.maxCarryOver,
    validityDays: pack.validityDays,
  })),
];

export function planById(id: TPlanId): TPlan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Whether moving from one plan to another gives more appointments per period (unlimited is the most). */
export function isUpgrade(from: TPlanId, to: TPlanId): boolean {
  const a = planById(from).allowance;
  const b = planById(to).allowance;
  if (b === null) return a !== null;
  return a !== null && b > a;
}

/** Credits bought on top of a plan (« recharge »): no monthly cap, valid 12 months after purchase. */
export type TRechargeId = 'recharge-20' | 'recharge-100';
export type TRecharge = { id: TRechargeId; name: string; appointments: number; priceCents: number };
export const RECHARGES: readonly TRecharge[] = [
  { id: 'recharge-20', name: 'Recharge 20 rendez-vous', appointments: 20, priceCents: 499 },
  { id: 'recharge-100', name: 'Recharge 100 rendez-vous', appointments: 100, priceCents: 1999 },
];

/**
 * SMS credits sold as recharges (issue 35): one credit per reminder SMS sent. They do not expire
 * (bought, not a monthly allowance) and never count as appointments.
 */
export type TSmsRechargeId = 'sms-100' | 'sms-500';
export type TSmsRecharge = { id: TSmsRechargeId; name: string; sms: number; priceCents: number };
export const SMS_RECHARGES: readonly TSmsRecharge[] = [
  { id: 'sms-100', name: 'Recharge 100 SMS', sms: 100, priceCents: 900 },
  { id: 'sms-500', name: 'Recharge 500 SMS', sms: 500, priceCents: 3900 },
];

/** Months a credit stays usable after its purchase (ADR 0036). */
export const CREDIT_VALIDITY_MONTHS = 12;

/** VAT rate of the packs and recharges, in percent (prices are TTC). */
export const DIGITAL_VAT_RATE = 20;

/** Time zone of the billing periods: calendar months start at midnight in Paris. */
export const BILLING_TIME_ZONE = 'Europe/Paris';

/** Share of the unused monthly quota that carries over to the next month (SPEC §9). */
export const CARRY_OVER_RATE = 0.3;

/** Remaining appointments at which the provider is warned (SPEC §9). */
export const LOW_QUOTA_ALERT = 10;
