import { z } from 'zod';
import { ERROR_CODES, type TErrorCode } from '../error-codes';

/** `{success, message}`: every answer whose only content is a French sentence to show. */
export const ZMessageResponse = z.object({ success: z.literal(true), message: z.string().min(1) });

/** `{success}`: a deletion or an action with nothing to report. */
export const ZSuccessResponse = z.object({ success: z.literal(true) });

/**
 * `{success:false, message, code, field?}`: every error answer (server/http/error-handler.ts).
 * Loose: a refusal may add keys of its own (`retryAfter` of a 429, `conflicts` of a series).
 */
export const ZErrorBody = z
  .object({
    success: z.literal(false),
    message: z.string().min(1),
    code: z.enum(ERROR_CODES as [TErrorCode, ...TErrorCode[]]),
    field: z.string().optional(),
  })
  .loose();
