import { z } from 'zod';

/**
 * SMS reminders (issue 35): the wire contract shared by the server, the web app and the tests.
 * One SMS per booking, sent by a job at most once (docs/decisions/0062-sms-reminders.md).
 */

/**
 * One SMS of one booking: `pending` → `sending` (marked before the provider's call) → `sent`,
 * `failed` (the provider answered an error: the credit is given back) or `unknown` (no answer in
 * time: never resent); `cancelled` when the booking was cancelled or moved before the send,
 * `skipped` when it could not go (no credit left, the number no longer a French mobile, too late).
 */
export const SMS_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'unknown',
  'cancelled',
  'skipped',
] as const;
export type TSmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_STATUS_LABELS: Record<TSmsStatus, string> = {
  pending: 'Programmé',
  sending: 'En cours d’envoi',
  sent: 'Envoyé',
  failed: 'Échec',
  unknown: 'Statut inconnu',
  cancelled: 'Annulé',
  skipped: 'Non envoyé',
};

/** One line of a booking's SMS log (provider's booking details). Never the text after 30 days. */
export const ZSmsLogEntry = z.object({
  id: z.string(),
  status: z.enum(SMS_STATUSES),
  /** When it is (or was) due, ISO. */
  dueAt: z.string(),
  /** When the provider's call was made, ISO; null before. */
  sentAt: z.string().nullable(),
  /** The number, masked (« +33 6 •• •• •• 78 »). */
  recipient: z.string(),
  /** Why it failed or was skipped, in French; null otherwise. */
  reason: z.string().nullable(),
});
export type TSmsLogEntry = z.infer<typeof ZSmsLogEntry>;

/** GET /api/sms (provider): whether this instance sends SMS, and through whom (the settings say so). */
export const ZSmsAvailability = z.object({
  available: z.boolean(),
  /** The SMS provider's name (« Brevo ») when configured: the DPA's sub-processor list names it. */
  provider: z.string().nullable(),
});
export type TSmsAvailability = z.infer<typeof ZSmsAvailability>;

/** Settings: the SMS offset a provider may choose instead of the longest reminder offset (minutes). */
export const SMS_OFFSET_MIN_MINUTES = 60;
export const SMS_OFFSET_MAX_MINUTES = 10_080;

/** The booking form's line when the client's phone will get the SMS reminder. */
export const SMS_REMINDER_PROMISE = 'Vous recevrez un SMS de rappel';
export const SMS_UNAVAILABLE_TEXT = 'Les SMS ne sont pas disponibles sur Créneau pour le moment.';

/** GET /api/sms's answer: `{success, available, provider}`. */
export const ZSmsAvailabilityResponse = ZSmsAvailability.extend({ success: z.literal(true) });
