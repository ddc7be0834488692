import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminInvoicesQuery,
  ZAdminRefund,
  ZAdminTransfer,
  ZAdminTransferResponse,
  ZComptaQuery,
  ZComptaResponse,
  ZInvoicesResponse,
  ZRefundResponse,
} from '../../../shared/schemas/payments';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { actorOf } from '../../http/auth';
import { recordTransfer, refundInvoice } from './admin-actions';
import { comptaSummary, journalCsv } from './compta';
import { documentPdf, listDocuments } from './documents';
import { sendFile } from './routes';

const tags = ['comptabilité'];
const idParams = z.object({ id: z.string() });

/** The team's books (issue 13, ADR 0037): revenue, documents, the journal, transfers and refunds. */
export function paymentAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/compta',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Chiffre d’affaires par mois et par produit, abonnements actifs et MRR',
          security: BEARER,
          querystring: ZComptaQuery,
          response: { 200: ZComptaResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await comptaSummary(deps.database.db, request.query, deps.now())),
      }),
    );

    app.get(
      '/api/admin/compta/export.csv',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Journal des ventes (CSV UTF-8 avec BOM, séparateur « ; »)',
          security: BEARER,
          querystring: ZComptaQuery,
        },
      },
      async (request, reply) => {
        const { filename, csv } = await journalCsv(deps.database.db, request.query, deps.now());
        return sendFile(reply, { filename, contentType: 'text/csv; charset=utf-8', body: csv });
      },
    );

    app.get(
      '/api/admin/invoices',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Factures et avoirs (filtres : mois, client, type, statut)',
          security: BEARER,
          querystring: ZAdminInvoicesQuery,
          response: { 200: ZInvoicesResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listDocuments(deps.database.db, request.query)),
      }),
    );

    app.get(
      '/api/admin/invoices/:id/pdf',
      {
        config: { access: 'admin' },
        schema: { tags, summary: 'Une facture ou un avoir en PDF', security: BEARER, params: idParams },
      },
      async (request, reply) => {
        const { filename, pdf } = await documentPdf(deps.database.db, { id: request.params.id });
        return sendFile(reply, { filename, contentType: 'application/pdf', body: pdf });
      },
    );

    app.post(
      '/api/admin/invoices/:id/refund',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Rembourser une facture (virement : avoir immédiat ; carte : via Stripe)',
          security: BEARER,
          params: idParams,
          body: ZAdminRefund,
          response: { 200: ZRefundResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await refundInvoice(deps, actorOf(request), request.params.id, request.body)),
      }),
    );

    app.post(
      '/api/admin/users/:id/payments',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Enregistrer un virement reçu (facture, pack ou crédits)',
          security: BEARER,
          params: idParams,
          body: ZAdminTransfer,
          response: { 201: ZAdminTransferResponse },
        },
      },
      async (request, reply) => {
        const done = await recordTransfer(deps, actorOf(request), request.params.id, request.body);
        return reply.status(201).send({ success: true as const, ...done });
      },
    );
  };
}
