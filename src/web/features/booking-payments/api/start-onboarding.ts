import { useMutation } from '@tanstack/react-query';
import { ZConnectLinkResponse } from '../../../../shared/schemas/booking-payments';
import { apiRequest } from '../../../lib/api-client';
import { leavePageFor } from '../../../lib/leave-page';
import { parseResponse } from '../../../lib/parse-response';

/**
 * POST /api/payments/connect: creates the provider's Stripe account once, then answers a fresh
 * page on Stripe (onboarding, or the account's dashboard): the browser goes there.
 */
export async function startOnboarding(): Promise<string> {
  return parseResponse(
    ZConnectLinkResponse,
    await apiRequest<unknown>('/api/payments/connect', { method: 'POST', body: {} }),
  ).url;
}

export function useStartOnboardingMutation() {
  return useMutation({
    mutationFn: startOnboarding,
    onSuccess: (url) => leavePageFor(url),
  });
}
