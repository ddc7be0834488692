import { z } from 'zod';

/** `{success, message}`: every answer whose only content is a French sentence to show. */
export const ZMessageResponse = z.object({ success: z.literal(true), message: z.string().min(1) });

/** `{success}`: a deletion or an action with nothing to report. */
export const ZSuccessResponse = z.object({ success: z.literal(true) });
