import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditActionsResponse, ZAuditListQuery, ZAuditListResponse } from '../../../shared/schemas/audit';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { listAuditActions, listAuditEntries } from './queries';

const TAGS = ['administration'];

/** The audit log, read by administrators (it is written only by recordAudit, inside each write). */
export function auditRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Journal d’audit des actions des administrateurs',
          description:
            'Du plus récent au plus ancien ; filtres : action, targetType, targetId, actorId, impersonationId (tout ce qui a été fait pendant une connexion à la place d’un utilisateur), from et to (jours de Paris, inclus). Entrées gardées un an.',
          security: BEARER,
          querystring: ZAuditListQuery,
          response: { 200: ZAuditListResponse },
        },
      },
      async (request) => {
        const { page, pageSize, ...filters } = request.query;
        const found = await listAuditEntries(deps.database.db, filters, { page, pageSize });
        return { success: true as const, ...found, page, pageSize };
      },
    );

    app.get(
      '/api/admin/audit/actions',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Les actions présentes dans le journal d’audit (pour le filtre)',
          security: BEARER,
          response: { 200: ZAuditActionsResponse },
        },
      },
      async () => ({ success: true as const, actions: await listAuditActions(deps.database.db) }),
    );
  };
}
