import { z } from 'zod';

/** Browser push (SPEC §3, §4, §7, §8, §9; ADR 0035): the test message's title and the icon every push shows. */
export const PUSH_TEST_TITLE = 'Test de notification';
export const PUSH_ICON = '/logo192.png';

/** The JSON a push message carries to the service worker. */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Path opened when the notification is clicked. */
  url: z.string().optional(),
  tag: z.string().optional(),
  icon: z.string().optional(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

/** SPEC §3 « Public push key response ». */
export const ZVapidKeyResponse = z.object({ success: z.literal(true), publicKey: z.string() });

const base64url = (field: string) =>
  z
    .string({ error: `${field} est requis` })
    .min(1, `${field} est requis`)
    .max(256, `${field} est trop long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field} doit être encodé en base64url`);

/** SPEC §3 « Push subscription payload »: the browser's PushSubscription.toJSON() and its userAgent. */
export const ZPushSubscriptionInput = z.object({
  subscription: z.object(
    {
      endpoint: z
        .string({ error: 'L’adresse de l’abonnement (endpoint) est requise' })
        .min(1, 'L’adresse de l’abonnement (endpoint) est requise')
        .max(2048, 'L’adresse de l’abonnement (endpoint) est trop longue'),
      expirationTime: z.number().nullable().optional(),
      keys: z.object(
        { p256dh: base64url('La clé p256dh'), auth: base64url('La clé auth') },
        { error: 'Les clés de l’abonnement (keys) sont requises' },
      ),
    },
    { error: 'L’abonnement (subscription) est requis' },
  ),
  userAgent: z.string().max(512, 'userAgent est trop long').optional(),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushEndpointQuery = z.object({
  endpoint: z
    .string({ error: 'Le paramètre endpoint est requis' })
    .min(1, 'Le paramètre endpoint est requis')
    .max(2048, 'Le paramètre endpoint est trop long'),
});

/** SPEC §3 « Test push payload ». */
export const ZPushTestInput = z.object({
  title: z.string().trim().max(120, 'Le titre fait au plus 120 caractères').default(PUSH_TEST_TITLE),
  body: z
    .string()
    .trim()
    .max(500, 'Le texte fait au plus 500 caractères')
    .default('Les notifications de Créneau fonctionnent dans ce navigateur.'),
});
export type TPushTestInput = z.input<typeof ZPushTestInput>;

/** How many of the caller's devices the test reached. */
export const ZPushTestResponse = z.object({
  success: z.literal(true),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type TPushTestResponse = z.infer<typeof ZPushTestResponse>;
