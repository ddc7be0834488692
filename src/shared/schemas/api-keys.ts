import { z } from 'zod';
import { ZBookingsQuery } from './booking-queries';
import { ZBooking } from './booking-responses';
import { zInstant } from './fields';

/**
 * Public API keys (issue 36): the wire contract shared by the server, the web app and the tests.
 * A key is shown once, stored as its SHA-256 (docs/decisions/0063-public-api-keys.md).
 */

export const API_KEY_SCOPES = [
  'bookings:read',
  'bookings:write',
  'services:read',
  'availability:read',
  'clients:read',
] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<TApiKeyScope, string> = {
  'bookings:read': 'Lire les rendez-vous',
  'bookings:write': 'Créer, annuler et déplacer des rendez-vous',
  'services:read': 'Lire les services',
  'availability:read': 'Lire les créneaux disponibles',
  'clients:read': 'Lire les clients',
};

/** Every secret starts so: a key found in a log or a repository is recognisable. */
export const API_KEY_PREFIX = 'crn_live_';
/** How much of the secret the list shows (« crn_live_AbC… »). */
export const API_KEY_SHOWN_LENGTH = 12;
export const API_KEY_NAME_MAX = 80;

export const API_KEY_MESSAGES = {
  nameRequired: 'Le nom de la clé est obligatoire.',
  nameTooLong: `Le nom de la clé ne doit pas dépasser ${API_KEY_NAME_MAX} caractères.`,
  scopesRequired: 'Choisissez au moins une autorisation (scopes).',
  scopeUnknown: 'Autorisation inconnue dans scopes.',
  notFound: 'Clé d’API introuvable.',
} as const;

/** POST /api/api-keys. */
export const ZCreateApiKey = z.object({
  name: z
    .string({ message: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: API_KEY_MESSAGES.scopeUnknown }), {
      message: API_KEY_MESSAGES.scopesRequired,
    })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
});
export type TCreateApiKey = z.input<typeof ZCreateApiKey>;

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The secret's first characters, for recognising the key (« crn_live_AbC »). */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeysResponse = z.object({ success: z.literal(true), apiKeys: z.array(ZApiKey) });
/** 201 of POST /api/api-keys: the secret, shown this once. */
export const ZCreatedApiKeyResponse = z.object({
  success: z.literal(true),
  apiKey: ZApiKey,
  secret: z.string(),
});
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKeyResponse>;

/** /api/v1 list pages: 50 by default, 100 at most. */
export const V1_PAGE_MAX = 100;

/** GET /api/v1/bookings: the dashboard's filters, then an opaque cursor and a page size. */
export const ZV1BookingsQuery = ZBookingsQuery.extend({
  cursor: z.string().max(200, 'Le curseur (cursor) est invalide.').optional(),
  limit: z.coerce
    .number({ message: 'La taille de page (limit) doit être un nombre.' })
    .int('La taille de page (limit) doit être un nombre entier.')
    .min(1, `La taille de page (limit) doit être comprise entre 1 et ${V1_PAGE_MAX}.`)
    .max(V1_PAGE_MAX, `La taille de page (limit) doit être comprise entre 1 et ${V1_PAGE_MAX}.`)
    .default(50),
});

/** One page: `nextCursor` is null on the last one. */
export const ZV1BookingsPage = z.object({
  success: z.literal(true),
  bookings: z.array(ZBooking),
  nextCursor: z.string().nullable(),
});

/** POST /api/v1/bookings/{id}/reschedule. */
export const ZV1Reschedule = z.object({ start: zInstant('La nouvelle date du rendez-vous (start)') });
