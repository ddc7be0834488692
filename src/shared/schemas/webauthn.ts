import { z } from 'zod';
import { ZUser } from './auth';

/** SPEC §8 « Security key » messages, verbatim. */
export const WEBAUTHN_MESSAGES = {
  error: 'Erreur WebAuthn',
  failed: "Échec de l'authentification WebAuthn",
  noKey: "Aucune clé de sécurité n'est enregistrée pour ce compte.",
} as const;

const b64url = z
  .string()
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, WEBAUTHN_MESSAGES.error);
const email = z.string().trim().min(1).max(254);

/** SPEC §3 « WebAuthn credential » of a sign-in (an assertion). */
export const ZAssertionCredential = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    authenticatorData: b64url,
    clientDataJSON: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** The browser's answer to navigator.credentials.create (an attestation). */
export const ZAttestationCredential = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    attestationObject: b64url,
    clientDataJSON: b64url,
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export const ZCredentialQuery = z.object({ email });
export const ZHasKeyResponse = z.object({ hasKey: z.boolean() });
export const ZAuthenticateOptions = z.object({ email: email.optional() });
export const ZAuthenticateVerify = z.object({
  email: email.optional(),
  credential: ZAssertionCredential,
  rememberMe: z.boolean().optional().default(false),
});
export const ZOptionsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export const ZWebauthnSessionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: ZUser,
});
export const ZRegisterOptions = z.object({ password: z.string().min(1).max(200) });
export const ZKeyName = z.string().trim().min(1, 'Donnez un nom à la clé').max(60, '60 caractères au plus');
export const ZRegisterVerify = z.object({ credential: ZAttestationCredential, name: ZKeyName });
export const ZRenameKey = z.object({ name: ZKeyName });
export const ZSecurityKey = z.object({
  id: z.string(),
  name: z.string(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
/** register/verify and PATCH answer the key as it now is. */
export const ZSecurityKeyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  credential: ZSecurityKey,
});
export const ZSecurityKeysResponse = z.object({ success: z.literal(true), keys: z.array(ZSecurityKey) });

export type TAssertionCredential = z.infer<typeof ZAssertionCredential>;
export type TAttestationCredential = z.infer<typeof ZAttestationCredential>;
export type TSecurityKey = z.infer<typeof ZSecurityKey>;
