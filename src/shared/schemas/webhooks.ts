import { z } from 'zod';

/**
 * Signed webhooks (issue 36, ADR 0064): the wire contract shared by the server, the web app and
 * the tests. Each event is a delivery per subscribed endpoint, signed per Standard Webhooks.
 */

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.completed',
  'booking.no_show',
  'waitlist.joined',
  'payment.succeeded',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a delivery may carry: an event, or the « Envoyer un test » ping. */
export type TWebhookEventType = TWebhookEvent | 'ping';

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  'booking.created': 'Rendez-vous pris',
  'booking.rescheduled': 'Rendez-vous déplacé',
  'booking.cancelled': 'Rendez-vous annulé',
  'booking.completed': 'Rendez-vous honoré',
  'booking.no_show': 'Client absent',
  'waitlist.joined': 'Inscription sur la liste d’attente',
  'payment.succeeded': 'Paiement reçu',
  ping: 'Test',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<TWebhookDeliveryStatus, string> = {
  pending: 'En attente',
  succeeded: 'Livré',
  failed: 'Échec',
};

export const WEBHOOK_LIMITS = { endpoints: 10, urlLength: 2000, descriptionLength: 200 } as const;
/** Deliveries kept this long, then deleted by the retention job. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook introuvable.',
  deliveryNotFound: 'Envoi introuvable.',
  tooMany: `${WEBHOOK_LIMITS.endpoints} webhooks au plus : supprimez-en un avant d’en ajouter un autre.`,
  notRetryable: 'Cet envoi a déjà été livré.',
  inFlight: 'Cet envoi est en cours : son résultat s’affiche dans un instant.',
  disabled: 'Ce webhook est désactivé : réactivez-le avant de lui envoyer quelque chose.',
  gone: 'Le serveur a répondu 410 (ressource supprimée) : webhook désactivé.',
  tooManyFailures: 'Trop d’envois en échec d’affilée : webhook désactivé.',
} as const;

const zUrl = z
  .string({ error: 'Adresse du webhook (url) requise' })
  .trim()
  .min(1, { error: 'Adresse du webhook (url) requise' })
  .max(WEBHOOK_LIMITS.urlLength, { error: 'Adresse du webhook (url) trop longue' })
  .refine((v) => /^https?:\/\//i.test(v), {
    error: 'Adresse du webhook (url) : http:// ou https:// attendu',
  });

const zEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'Événement (events) inconnu' }), {
    error: 'Événements (events) requis',
  })
  .min(1, { error: 'Choisissez au moins un événement (events)' })
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

const zDescription = z
  .string({ error: 'Description (description) : texte attendu' })
  .trim()
  .max(WEBHOOK_LIMITS.descriptionLength, { error: 'Description (description) trop longue' });

export const ZCreateWebhook = z.strictObject({
  url: zUrl,
  events: zEvents,
  description: zDescription.optional(),
});
export type TCreateWebhook = z.input<typeof ZCreateWebhook>;

export const ZUpdateWebhook = z.strictObject({
  url: zUrl.optional(),
  events: zEvents.optional(),
  description: zDescription.optional(),
  /** Back on after a 410 or repeated failures. */
  active: z.boolean({ error: 'Actif (active) : vrai ou faux attendu' }).optional(),
});
export type TUpdateWebhook = z.input<typeof ZUpdateWebhook>;

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  active: z.boolean(),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhookList = z.object({ success: z.literal(true), webhooks: z.array(ZWebhook) });
export const ZWebhookResponse = z.object({ success: z.literal(true), webhook: ZWebhook });
/** Creation and a rolled secret: the secret, shown this once. */
export const ZWebhookSecretResponse = z.object({
  success: z.literal(true),
  webhook: ZWebhook,
  secret: z.string(),
});

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastResponseMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.object({
  success: z.literal(true),
  deliveries: z.array(ZWebhookDelivery),
});
export const ZWebhookDeliveryResponse = z.object({ success: z.literal(true), delivery: ZWebhookDelivery });
export const ZWebhookRetried = z.object({ success: z.literal(true), retried: z.number().int() });
