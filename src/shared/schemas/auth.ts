import { z } from 'zod';
import { M } from '../messages';
import { singleLine } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** x@y.z, as SPEC §5 says; zod's stricter e-mail check runs after it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ZPassword = z
  .string({ error: M.register.passwordRequired })
  .min(1, M.register.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.register.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`);

/** An account's address, as sign-up and the e-mail change validate it (SPEC §5 messages). */
const ZAccountEmail = z
  .string({ error: M.register.emailRequired })
  .trim()
  .min(1, M.register.emailRequired)
  .max(254, M.register.emailInvalid)
  .regex(EMAIL_SHAPE, M.register.emailInvalid)
  .refine(...singleLine('L’adresse e-mail'));

export const ZLogin = z.object(
  {
    email: z
      .string({ error: M.login.required })
      .trim()
      .min(1, M.login.required)
      .max(254, M.register.emailInvalid)
      .refine(...singleLine('L’adresse e-mail')),
    password: z
      .string({ error: M.login.required })
      .min(1, M.login.required)
      .max(PASSWORD_MAX_LENGTH, M.login.badCredentials),
    rememberMe: z.boolean().optional().default(false),
  },
  // A request without any body gets the same message as one with empty fields.
  { error: M.login.required },
);
export type TLogin = z.input<typeof ZLogin>;

export const ZRegister = z.object({
  name: z
    .string({ error: M.register.nameRequired })
    .trim()
    .min(1, M.register.nameRequired)
    .max(100, 'Le nom ne doit pas dépasser 100 caractères')
    .refine(...singleLine('Le nom')),
  email: ZAccountEmail,
  password: ZPassword,
});
export type TRegister = z.input<typeof ZRegister>;

/** The browser form adds the confirmation and the terms checkbox to the API payload. */
export const ZRegisterForm = ZRegister.extend({
  // An empty confirmation names what is missing; a different one gets SPEC's mismatch message.
  confirmPassword: z.string().min(1, 'Confirmez le mot de passe'),
  acceptTerms: z.boolean().refine((v) => v, "Vous devez accepter les conditions d'utilisation"),
}).refine((v) => v.password === v.confirmPassword, {
  message: M.register.passwordMismatch,
  path: ['confirmPassword'],
});
export type TRegisterForm = z.input<typeof ZRegisterForm>;

export const ZForgotPassword = z.object({
  email: z
    .string({ error: M.forgot.emailRequired })
    .trim()
    .min(1, M.forgot.emailRequired)
    .max(254, M.forgot.emailInvalid)
    .regex(EMAIL_SHAPE, M.forgot.emailInvalid)
    .refine(...singleLine('L’adresse e-mail')),
});
export type TForgotPassword = z.input<typeof ZForgotPassword>;

export const ZResetPassword = z.object({
  token: z
    .string({ error: 'Lien de réinitialisation invalide' })
    .min(16, 'Lien de réinitialisation invalide')
    .max(200),
  password: ZPassword,
});
export type TResetPassword = z.input<typeof ZResetPassword>;

/** POST /api/auth/change-password: the signed-in holder proves the current password. */
export const ZChangePassword = z.object({
  currentPassword: z
    .string({ error: 'Le mot de passe actuel est requis' })
    .min(1, 'Le mot de passe actuel est requis')
    .max(PASSWORD_MAX_LENGTH, 'Mot de passe actuel incorrect'),
  newPassword: ZPassword,
});
export type TChangePassword = z.input<typeof ZChangePassword>;

/** The browser form adds the confirmation (SPEC §5 messages). */
export const ZChangePasswordForm = ZChangePassword.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { message: M.register.passwordMismatch, path: ['confirmPassword'] },
);
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

/** Both fields optional: the Bearer token is what proves the session (SPEC §7 keeps the payload). */
export const ZRefreshToken = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .refine(...singleLine('L’adresse e-mail'))
      .optional(),
    rememberMe: z.boolean().optional(),
  })
  .optional()
  .default({});
export type TRefreshToken = z.input<typeof ZRefreshToken>;

export const ZResendVerification = z.object({
  email: ZAccountEmail,
});
export type TResendVerification = z.input<typeof ZResendVerification>;

const SIRET = /^\d{14}$/;
export const ZProfileUpdate = z.object({
  nom: z
    .string()
    .trim()
    .max(200, 'Le nom ne doit pas dépasser 200 caractères')
    .refine(...singleLine('Le nom'))
    .optional()
    .nullable(),
  siret: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || SIRET.test(v), 'Le SIRET doit contenir exactement 14 chiffres')
    .optional()
    .nullable(),
  adresse: z
    .string()
    .trim()
    .max(500, "L'adresse ne doit pas dépasser 500 caractères")
    .refine(...singleLine("L'adresse"))
    .optional()
    .nullable(),
  telephone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[+\d][\d\s.()-]{5,24}$/.test(v), 'Numéro de téléphone invalide')
    .optional()
    .nullable(),
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

export const ZRole = z.enum(['admin', 'client']);
export type TRole = z.infer<typeof ZRole>;

/** The user as the API returns it (and as the browser stores it under `user`); id and _id are the same uuid. */
export const ZUser = z.object({
  id: z.string(),
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
  emailVerified: z.boolean(),
  nom: z.string().nullable(),
  siret: z.string().nullable(),
  adresse: z.string().nullable(),
  telephone: z.string().nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** Answer of login and refresh-token. */
export const ZSessionResponse = z.object({ success: z.literal(true), token: z.string(), user: ZUser });

/**
 * GET /api/auth/verify-email/{token} (JSON): the French message, and — in the browser that signed
 * up (issue 15) — the session it is now signed in with.
 */
export const ZVerifyEmailResponse = z.object({
  success: z.literal(true),
  message: z.string().min(1),
  token: z.string().optional(),
  user: ZUser.optional(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/**
 * A session an administrator opened to act as the user (docs/decisions/0030): who, and until when.
 * Null for the account holder's own sessions.
 */
export const ZImpersonationInfo = z.object({ adminName: z.string(), expiresAt: z.string() });
export type TImpersonationInfo = z.infer<typeof ZImpersonationInfo>;

/** Answer of verify-token and GET profile; the server always sends `impersonation`. */
export const ZUserResponse = z.object({
  success: z.literal(true),
  user: ZUser,
  impersonation: ZImpersonationInfo.nullable().optional(),
});

export const ZRegisterResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  emailVerified: z.boolean(),
  requiresEmailVerification: z.boolean(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZAdminUserSearch = z.object({
  q: z.string().trim().max(200, 'Recherche trop longue').optional().default(''),
});

export const ZAdminUserSearchResponse = z.object({
  success: z.literal(true),
  users: z.array(ZUser),
  /** Every match, while `users` holds at most the 50 newest. */
  total: z.number().int(),
});
export type TAdminUserSearchResponse = z.infer<typeof ZAdminUserSearchResponse>;

/** PUT /api/auth/profile: the saved account and a French confirmation. */
export const ZProfileUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: ZUser,
});
export type TProfileUpdateResponse = z.infer<typeof ZProfileUpdateResponse>;

/** GET /api/auth/reset-password/{token}: whether the link can still be used. */
export const ZResetTokenStatusResponse = z.object({ success: z.literal(true), valid: z.boolean() });

/** GET /api/geoip: ISO 3166 alpha-2 code, or 'unknown' for local addresses and unlisted ones. */
export const ZGeoIpResponse = z.object({
  success: z.literal(true),
  country: z.string(),
  /** Whether sign-up accepts a visitor whose country is unknown (REGISTRATION_ALLOW_UNKNOWN_COUNTRY). */
  unknownAllowed: z.boolean(),
});
export type TGeoIpResponse = z.infer<typeof ZGeoIpResponse>;

/** POST /api/auth/change-email: the signed-in holder proves their password and names the new address. */
export const ZChangeEmail = z.object({
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(1, 'Le mot de passe est requis')
    .max(PASSWORD_MAX_LENGTH, 'Mot de passe incorrect'),
  newEmail: ZAccountEmail,
});
export type TChangeEmail = z.input<typeof ZChangeEmail>;

/** POST /api/auth/confirm-email-change: the secret of the link sent to the new address. */
export const ZConfirmEmailChange = z.object({
  token: z.string({ error: 'Lien invalide' }).min(1, 'Lien invalide').max(512, 'Lien invalide'),
});
export type TConfirmEmailChange = z.input<typeof ZConfirmEmailChange>;
