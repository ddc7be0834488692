import { z } from 'zod';
import { multiLine } from './fields';

export const IMPERSONATION_REASON_LENGTH = { min: 3, max: 500 } as const;

/** POST /api/admin/users/{id}/impersonate: why the administrator acts as this user (shown to the user). */
export const ZImpersonate = z.object({
  reason: z
    .string({ error: 'Le motif est requis' })
    .trim()
    .min(1, 'Le motif est requis')
    .min(
      IMPERSONATION_REASON_LENGTH.min,
      `Le motif doit contenir au moins ${IMPERSONATION_REASON_LENGTH.min} caractères`,
    )
    .max(
      IMPERSONATION_REASON_LENGTH.max,
      `Le motif ne doit pas dépasser ${IMPERSONATION_REASON_LENGTH.max} caractères`,
    )
    .refine(...multiLine('Le motif')),
});
export type TImpersonate = z.input<typeof ZImpersonate>;

/**
 * One time the administration acted as the user (GET /api/auth/support-access). `endedAt` is when
 * the administrator came back; null while it runs or when it simply reached `expiresAt`.
 */
export const ZSupportAccess = z.object({
  id: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  expiresAt: z.string(),
  reason: z.string().nullable(),
});
export type TSupportAccess = z.infer<typeof ZSupportAccess>;

export const ZSupportAccessResponse = z.object({
  success: z.literal(true),
  accesses: z.array(ZSupportAccess),
});
export type TSupportAccessResponse = z.infer<typeof ZSupportAccessResponse>;
