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
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 1499,
    appointmentsPerMonth: 200,
    maxCarryOver: 60,
    overage: RECHARGE_OR_UPGRADE,
    idealFor: 'Coachs, thérapeutes et cabinets bien installés',
  },
  {
    id: 'expert',
    name: 'Expert',
    priceCents: 2999,
    appointmentsPerMonth: 500,
    maxCarryOver: 150,
    overage: RECHARGE_OR_UPGRADE,
    idealFor: 'Salons et cabinets à fort volume',
  },
  {
    id: 'max',
    name: 'Max',
    priceCents: 4999,
    appointmentsPerMonth: 1000,
    maxCarryOver: 300,
    overage: RECHARGE_OR_UPGRADE,
    idealFor: 'Instituts et petites équipes',
  },
  {
    id: 'illimite',
    name: 'Illimité',
    priceCents: 8999,
    appointmentsPerMonth: null,
    maxCarryOver: null,
    overage: 'N/A',
    idealFor: 'Centres et structures sans plafond',
  },
  {
    id: 'evenement-7j',
    name: 'Événement 7j',
    priceCents: 1499,
    appointmentsPerMonth: 224,
    maxCarryOver: 0,
    overage: 'Pack fixe',
    idealFor: 'Une semaine de salon professionnel ou d’événement',
  },
];

/** The free tier advertised on the landing page (SPEC §1, §9). */
export const FREE_TIER = {
  name: 'Gratuit',
  priceCents: 0,
  appointmentsPerMonth: 20,
} as const;

/** Share of the unused monthly quota that carries over to the next month (SPEC §9). */
export const CARRY_OVER_RATE = 0.3;

/** Remaining appointments at which the provider is warned (SPEC §9). */
export const LOW_QUOTA_ALERT = 10;
