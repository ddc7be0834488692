import { NO_PAYMENT } from '../../../../shared/schemas/booking-payments';
import type { TService } from '../../../../shared/schemas/provider-setup';
import { SERVICE_OPTION_DEFAULTS } from '../../../../shared/schemas/service-options';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';

export const SERVICE_ID = '11111111-1111-4111-8111-111111111111';

/** A signed-in provider and a stubbed API answering `handlers`. */
export function signedIn(handlers: Record<string, THandler>) {
  const user = createUser();
  seedSession(user, { rememberMe: false });
  return stubFetch({ 'GET /api/auth/verify-token': { body: { success: true, user } }, ...handlers });
}

export function aService(overrides: Partial<TService> = {}): TService {
  return {
    id: SERVICE_ID,
    name: 'Coupe femme',
    description: '',
    durationMinutes: 45,
    priceCents: 3550,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 10,
    active: true,
    ...SERVICE_OPTION_DEFAULTS,
    payment: NO_PAYMENT,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
