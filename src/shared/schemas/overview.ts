import { z } from 'zod';

/**
 * GET /api/overview (issue 37): what the dashboard home shows beside the live lists of bookings —
 * the last cancellations and where the waitlist stands.
 */

export const ZRecentCancellation = z.object({
  bookingId: z.string(),
  start: z.string(),
  clientName: z.string(),
  serviceName: z.string(),
  cancelledBy: z.enum(['client', 'provider']),
  cancelledAt: z.string(),
});
export type TRecentCancellation = z.infer<typeof ZRecentCancellation>;

/** One offer of the waitlist: who was told about a freed slot, for which service, when. */
export const ZWaitlistOfferLine = z.object({
  entryId: z.string(),
  clientName: z.string(),
  serviceId: z.string(),
  offeredAt: z.string(),
});
export type TWaitlistOfferLine = z.infer<typeof ZWaitlistOfferLine>;

export const ZWaitlistSummary = z.object({
  /** People still waiting for a slot, none offered yet. */
  waiting: z.number().int(),
  /** Offers sent and not taken yet, newest first (at most 5). */
  offered: z.array(ZWaitlistOfferLine),
  /** The last offer a client took (booked), if any. */
  lastClaimed: ZWaitlistOfferLine.nullable(),
});
export type TWaitlistSummary = z.infer<typeof ZWaitlistSummary>;

export const ZOverviewResponse = z.object({
  success: z.literal(true),
  cancellations: z.array(ZRecentCancellation),
  waitlist: ZWaitlistSummary,
});
export type TOverviewResponse = z.infer<typeof ZOverviewResponse>;
