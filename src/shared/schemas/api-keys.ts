import { z } from 'zod';

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
  'services:read': 'Lire les prestations',
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
