import { z } from 'zod';
import { PLAN_IDS } from '../pricing';
import { ZRole } from './auth';
import { multiLine, singleLine } from './fields';

/**
 * The administration of accounts (docs/architecture.md « Admin », ADR 0029): the list, one
 * account's page and the administrator's actions, each with its stated reason.
 */

export const ADMIN_PAGE_SIZE = { default: 25, max: 100 } as const;
export const ADMIN_REASON_MAX = 500;

/** active | suspended, and `deleted` for an erased account (listed only when asked for). */
export const ZAccountStatus = z.enum(['active', 'suspended', 'deleted']);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

/** ?page and ?pageSize of the administration's lists. */
export const zPage = () =>
  z.coerce
    .number({ error: 'Numéro de page invalide' })
    .int('Numéro de page invalide')
    .min(1, 'Numéro de page invalide')
    .max(100_000, 'Numéro de page invalide')
    .optional()
    .default(1);
export const zPageSize = () =>
  z.coerce
    .number({ error: 'Taille de page invalide' })
    .int('Taille de page invalide')
    .min(1, 'Taille de page invalide')
    .max(ADMIN_PAGE_SIZE.max, `${ADMIN_PAGE_SIZE.max} lignes par page au plus`)
    .optional()
    .default(ADMIN_PAGE_SIZE.default);

/** GET /api/admin/users?q&role&status&verified&page&pageSize. */
export const ZAdminUserListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'Recherche trop longue')
    .refine(...singleLine('La recherche'))
    .optional()
    .default(''),
  role: ZRole.optional(),
  status: ZAccountStatus.optional(),
  verified: z.enum(['true', 'false']).optional(),
  /** A provider's plan: the free tier or a pack (issue 30). */
  plan: z.enum(PLAN_IDS, { error: 'Pack inconnu' }).optional(),
  page: zPage(),
  pageSize: zPageSize(),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;
export type TAdminUserListParams = z.output<typeof ZAdminUserListQuery>;

/** One row of the administration's users table. */
export const ZAdminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  status: ZAccountStatus,
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  bookingsThisMonth: z.number().int(),
  /** A provider's plan (the free tier until they take a pack); null for an administrator. */
  plan: z.enum(PLAN_IDS).nullable(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUserListResponse = z.object({
  success: z.literal(true),
  users: z.array(ZAdminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUserList = z.infer<typeof ZAdminUserListResponse>;

/** An entry of the audit log as the administration reads it. */
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })),
  reason: z.string().nullable(),
  /** The impersonation it was done in (the session an administrator opened as the user). */
  impersonationId: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /api/admin/users/{id}: everything the administration knows of one account. */
export const ZAdminUserDetailResponse = z.object({
  success: z.literal(true),
  user: ZAdminUserRow.omit({ bookingsThisMonth: true, plan: true }).extend({
    suspendedAt: z.string().nullable(),
    deletedAt: z.string().nullable(),
    nom: z.string().nullable(),
    siret: z.string().nullable(),
    adresse: z.string().nullable(),
    telephone: z.string().nullable(),
  }),
  dpa: z.object({
    signed: z.boolean(),
    id: z.string().nullable(),
    numeroContrat: z.string().nullable(),
    signedAt: z.string().nullable(),
    /** The API path of the signed PDF (admin bearer), null without a signed DPA. */
    pdfUrl: z.string().nullable(),
  }),
  bookings: z.object({ total: z.number().int(), thisMonth: z.number().int(), upcoming: z.number().int() }),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      rememberMe: z.boolean(),
      impersonatedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
    }),
  ),
  audit: z.array(ZAuditEntry),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetailResponse>;

const REASON_REQUIRED = 'Le motif est requis';
export const ZReason = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, REASON_REQUIRED)
  .max(ADMIN_REASON_MAX, `Le motif ne doit pas dépasser ${ADMIN_REASON_MAX} caractères`)
  .refine(...multiLine('Le motif'));

/** POST …/password-reset and DELETE /api/admin/users/{id}: only the reason. */
export const ZAdminReason = z.object({ reason: ZReason });
export type TAdminReason = z.input<typeof ZAdminReason>;

/** PATCH /api/admin/users/{id}: suspend or reactivate, and/or mark the e-mail verified, with a reason. */
export const ZAdminUserUpdate = z
  .object({
    status: z.enum(['active', 'suspended'], { error: 'Statut invalide (active ou suspended)' }).optional(),
    emailVerified: z.literal(true, { error: 'emailVerified ne peut valoir que true' }).optional(),
    reason: ZReason,
  })
  .refine((body) => body.status !== undefined || body.emailVerified !== undefined, {
    message: 'Indiquez le changement à faire (status ou emailVerified)',
    path: ['status'],
  });
export type TAdminUserUpdate = z.input<typeof ZAdminUserUpdate>;
export type TAdminUserChange = z.output<typeof ZAdminUserUpdate>;
