import { z } from 'zod';

/** GET /api/ical/link and POST /api/ical/link/rotate: the provider's secret subscription address. */
export const ZIcalLinkResponse = z.object({
  success: z.literal(true),
  httpsUrl: z.string(),
  webcalUrl: z.string(),
});
export type TIcalLink = Omit<z.infer<typeof ZIcalLinkResponse>, 'success'>;
