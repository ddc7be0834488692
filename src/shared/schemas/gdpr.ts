import { z } from 'zod';

/** GET /api/gdpr/retention: the next purge and the bookings it (or a run within 7 days) will anonymise. */
export const ZRetentionPreviewResponse = z.object({
  success: z.literal(true),
  retentionDays: z.number().int(),
  nextRunAt: z.string(),
  due: z.array(
    z.object({ bookingId: z.string(), start: z.string(), clientName: z.string(), purgeAt: z.string() }),
  ),
});
export type TRetentionPreview = z.infer<typeof ZRetentionPreviewResponse>;

/** POST /api/gdpr/clients/erase {email}: how many of this customer's bookings are now anonymised. */
export const ZEraseClientResponse = z.object({ success: z.literal(true), erased: z.number().int() });
