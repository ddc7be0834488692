import {
  DIGITAL_VAT_RATE,
  PACKS,
  RECHARGES,
  SMS_RECHARGES,
  type TPackId,
  type TRechargeId,
  type TSmsRechargeId,
} from '../../../shared/pricing';
import type { TProductId, TProductType } from '../../../shared/schemas/payments';

/** Something Créneau sells by card or transfer, as the invoice names it. */
export type TProduct = {
  id: TProductId;
  type: Exclude<TProductType, 'shop'>;
  name: string;
  /** The invoice line (« Pack Pro — abonnement mensuel, 200 rendez-vous par mois »). */
  label: string;
  priceCents: number;
  /** VAT rate in hundredths of a percent. */
  vatRateBp: number;
  /** Paid every month (a Stripe subscription) rather than once. */
  monthly: boolean;
};

const VAT_BP = DIGITAL_VAT_RATE * 100;

function packProduct(id: TPackId): TProduct | undefined {
  const pack = PACKS.find((p) => p.id === id);
  if (!pack) return undefined;
  const quota =
    pack.appointmentsPerMonth === null
      ? 'rendez-vous illimités'
      : pack.validityDays
        ? `${pack.appointmentsPerMonth} rendez-vous pendant ${pack.validityDays} jours`
        : `${pack.appointmentsPerMonth} rendez-vous par mois`;
  const monthly = pack.validityDays === null;
  return {
    id: pack.id,
    type: 'pack',
    name: `Pack ${pack.name}`,
    label: `Pack ${pack.name} — ${monthly ? 'abonnement mensuel' : 'pack fixe'}, ${quota}`,
    priceCents: pack.priceCents,
    vatRateBp: VAT_BP,
    monthly,
  };
}

function rechargeProduct(id: TRechargeId): TProduct | undefined {
  const recharge = RECHARGES.find((r) => r.id === id);
  if (!recharge) return undefined;
  return {
    id: recharge.id,
    type: 'recharge',
    name: recharge.name,
    label: `${recharge.name} — valables 12 mois`,
    priceCents: recharge.priceCents,
    vatRateBp: VAT_BP,
    monthly: false,
  };
}

function smsRechargeProduct(id: TSmsRechargeId): TProduct | undefined {
  const recharge = SMS_RECHARGES.find((r) => r.id === id);
  if (!recharge) return undefined;
  return {
    id: recharge.id,
    type: 'sms',
    name: recharge.name,
    label: `${recharge.name} — crédits de rappels par SMS, sans date d’expiration`,
    priceCents: recharge.priceCents,
    vatRateBp: VAT_BP,
    monthly: false,
  };
}

/** The product behind an id of src/shared/pricing.ts (a pack, a recharge, an SMS recharge), if it is one. */
export function productById(id: string): TProduct | undefined {
  return (
    packProduct(id as TPackId) ??
    rechargeProduct(id as TRechargeId) ??
    smsRechargeProduct(id as TSmsRechargeId)
  );
}

export function requireProduct(id: string): TProduct {
  const product = productById(id);
  if (!product) throw new Error(`Unknown product ${id}`);
  return product;
}

/**
 * A price including tax split into its net amount and VAT (rounded to the cent, VAT the
 * difference so the three always add up). A seller under art. 293 B charges no VAT.
 */
export function splitVat(inclCents: number, vatRateBp: number, vatExempt: boolean) {
  if (vatExempt || vatRateBp === 0) return { exclCents: inclCents, vatCents: 0 };
  const exclCents = Math.round((inclCents * 10_000) / (10_000 + vatRateBp));
  return { exclCents, vatCents: inclCents - exclCents };
}
