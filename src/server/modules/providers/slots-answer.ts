import type { z } from 'zod';
import type { ZSlotsQuery } from '../../../shared/schemas/booking-queries';
import type { AppDeps } from '../../deps';
import { isoInstant } from '../../http/iso-instant';
import { findPublicSlots } from './public-provider';

/** The answer of a slots route (the booking page's and /api/v1's): the provider's free slots, ISO. */
export async function slotsAnswer(deps: AppDeps, providerId: string, query: z.infer<typeof ZSlotsQuery>) {
  const { timezone, slots } = await findPublicSlots(deps.database, { providerId, ...query, now: deps.now() });
  return {
    success: true as const,
    timezone,
    slots: slots.map((s) => ({ start: isoInstant(s.start), end: isoInstant(s.end), remaining: s.remaining })),
  };
}
