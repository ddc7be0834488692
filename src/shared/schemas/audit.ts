import { z } from 'zod';
import { ZAuditEntry, zPage, zPageSize } from './admin-users';
import { singleLine, zCalendarDate } from './fields';

/** GET /api/admin/audit: filters by action, target, author and Paris days (from and to included). */
export const ZAuditListQuery = z.object({
  page: zPage(),
  pageSize: zPageSize(),
  action: z
    .string()
    .max(100, 'Action invalide')
    .refine(...singleLine("L'action"))
    .optional(),
  targetType: z
    .string()
    .max(50, 'Type de cible invalide')
    .refine(...singleLine('Le type de cible'))
    .optional(),
  targetId: z
    .string()
    .max(200, 'Identifiant de cible invalide')
    .refine(...singleLine("L'identifiant de cible"))
    .optional(),
  actorId: z.uuid({ error: "Identifiant d'auteur invalide" }).optional(),
  impersonationId: z.uuid({ error: 'Identifiant de connexion invalide' }).optional(),
  from: zCalendarDate('La date de début').optional(),
  to: zCalendarDate('La date de fin').optional(),
});
export type TAuditListQuery = z.input<typeof ZAuditListQuery>;

export const ZAuditListResponse = z.object({
  success: z.literal(true),
  entries: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditList = z.infer<typeof ZAuditListResponse>;

/** GET /api/admin/audit/actions: every action the log holds, for the filter. */
export const ZAuditActionsResponse = z.object({ success: z.literal(true), actions: z.array(z.string()) });
