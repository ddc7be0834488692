import type { TConnectAccount, TReceivedPayment } from '../../../shared/schemas/booking-payments';

/** GET /api/payments/connect's answer for a test. */
export function connectBody(available: boolean, account: TConnectAccount | null = null) {
  return { body: { success: true, available, account } };
}

export const PENDING: TConnectAccount = { id: 'acct_1', chargesEnabled: false, detailsSubmitted: true };
export const ACTIVE: TConnectAccount = { id: 'acct_1', chargesEnabled: true, detailsSubmitted: true };

export function aReceivedPayment(overrides: Partial<TReceivedPayment> = {}): TReceivedPayment {
  return {
    bookingId: '22222222-2222-4222-8222-222222222222',
    start: '2026-11-20T09:30:00.000Z',
    clientName: 'Marie Dupont',
    serviceName: 'Coupe femme',
    createdAt: '2026-11-10T09:00:00.000Z',
    mode: 'deposit',
    status: 'paid',
    amountCents: 2000,
    noShowFeeCents: null,
    refundedCents: 0,
    paidAt: '2026-11-10T09:05:00.000Z',
    refundedAt: null,
    feeStatus: null,
    feeChargedAt: null,
    feeRefundedCents: 0,
    ...overrides,
  };
}
