import { z } from 'zod';

/** GET|PUT /api/provider/search-listing (issue 17): the booking page in the sitemap, or not. */
export const ZSearchListingInput = z
  .object({ listed: z.boolean({ error: 'Indiquez oui ou non (listed : true ou false)' }) })
  .strict();
export type TSearchListingInput = z.input<typeof ZSearchListingInput>;
export const ZSearchListingResponse = z.object({ success: z.literal(true), listed: z.boolean() });
