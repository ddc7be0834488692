import { PACKS } from '../../../shared/pricing';
import type { TBalance, TMovement, TPacksResponse } from '../../../shared/schemas/billing';
import type { TAdminTransferOrder, TTransferOrder } from '../../../shared/schemas/payments-transfers';

/** A provider's balance in November 2026 (Paris), free tier, untouched unless overridden. */
export function balanceFixture(overrides: Partial<TBalance> = {}): TBalance {
  return {
    packId: 'gratuit',
    periodStart: '2026-10-31T23:00:00.000Z',
    periodEnd: '2026-11-30T23:00:00.000Z',
    allowance: 20,
    carriedOver: 0,
    credits: 0,
    used: 0,
    remaining: 20,
    lowQuota: false,
    overage: 0,
    nextPackId: null,
    creditsExpireAt: null,
    smsCredits: 0,
    ...overrides,
  };
}

export function movementFixture(n: number, overrides: Partial<TMovement> = {}): TMovement {
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    kind: 'use',
    bucket: 'allowance',
    amount: -1,
    reason: null,
    bookingId: null,
    authorName: null,
    expiresAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const offer = (
  id: TPacksResponse['packs'][number]['id'],
  name: string,
  priceCents: number,
  quota: number | null,
  carry: number | null,
  days: number | null = null,
) => ({
  id,
  name,
  priceCents,
  vatRate: 20,
  appointmentsPerMonth: quota,
  maxCarryOver: carry,
  validityDays: days,
});

/** GET /api/billing/packs as the server answers it from the shared catalogue. */
export const PACKS_BODY: TPacksResponse = {
  success: true,
  free: offer('gratuit', 'Gratuit', 0, 20, 0),
  packs: PACKS.map((p) =>
    offer(p.id, p.name, p.priceCents, p.appointmentsPerMonth, p.maxCarryOver, p.validityDays),
  ),
  recharges: [
    {
      id: 'recharge-20',
      name: 'Recharge 20 rendez-vous',
      appointments: 20,
      priceCents: 499,
      vatRate: 20,
      validityMonths: 12,
    },
    {
      id: 'recharge-100',
      name: 'Recharge 100 rendez-vous',
      appointments: 100,
      priceCents: 1999,
      vatRate: 20,
      validityMonths: 12,
    },
  ],
  smsRecharges: [
    { id: 'sms-100', name: 'Recharge 100 SMS', sms: 100, priceCents: 900, vatRate: 20 },
    { id: 'sms-500', name: 'Recharge 500 SMS', sms: 500, priceCents: 3900, vatRate: 20 },
  ],
};

/** A Pro pack ordered to pay by transfer on 20 November 2026, awaiting the transfer (ADR 0056). */
export const TRANSFER_ORDER: TTransferOrder = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  productType: 'pack',
  productId: 'pro',
  productName: 'Pack Pro',
  amountCents: 1499,
  reference: 'CRN-7KQ4-MX2P',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  renews: false,
  periodStart: null,
  periodEnd: null,
};

/** That order as the administrators list it, with its customer. */
export function adminTransferOrder(customer: TAdminTransferOrder['customer']): TAdminTransferOrder {
  return { ...TRANSFER_ORDER, customer };
}
