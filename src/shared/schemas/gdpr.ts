import { z } from 'zod';
import { M } from '../messages';
import { PASSWORD_MAX_LENGTH } from './auth';

/** GET /api/gdpr/retention: the next purge and the bookings it (or a run within 7 days) will anonymise. */
export const ZRetentionPreviewResponse = z.object({
  success: z.literal(true),
  retentionDays: z.number().int(),
  nextRunAt: z.string(),
  due: z.array(
    z.object({ bookingId: z.string(), start: z.string(), clientName: z.string(), purgeAt: z.string() }),
  ),
  /** Whether the provider has chosen the duration (onboarding question or Paramètres, ADR 0039 item 9). */
  chosen: z.boolean(),
  /** The first run that will anonymise anything, when no booking of theirs was anonymised yet and it is within 7 days. */
  firstPurge: z.object({ at: z.string(), bookings: z.number().int() }).nullable(),
});
export type TRetentionPreview = z.infer<typeof ZRetentionPreviewResponse>;

/** POST /api/gdpr/clients/erase {email}: how many of this customer's bookings are now anonymised. */
export const ZEraseClientResponse = z.object({ success: z.literal(true), erased: z.number().int() });

/**
 * GET /api/gdpr/clients/export?email and POST /api/gdpr/clients/erase {email}: the customer, by the
 * e-mail address their bookings carry.
 */
export const ZClientDataRequest = z.object({
  email: z.string().trim().min(1, M.register.emailRequired).max(254, M.register.emailInvalid),
});
export type TClientDataRequest = z.input<typeof ZClientDataRequest>;

/** DELETE /api/account {password}: the account holder confirms with their password. */
export const ZDeleteAccount = z.object({
  password: z
    .string({ error: M.register.passwordRequired })
    .min(1, M.register.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type TDeleteAccount = z.input<typeof ZDeleteAccount>;
