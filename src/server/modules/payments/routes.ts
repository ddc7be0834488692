import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckoutRequest,
  ZInvoicesResponse,
  ZOwnInvoicesQuery,
  ZSubscriptionResponse,
  ZUrlResponse,
} from '../../../shared/schemas/payments';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { createCheckout, createPortal, subscriptionStatus } from './checkout';
import { documentPdf, listOwnDocuments } from './documents';
import { handleStripeEvent, verifyEvent } from './webhook';

const tags = ['facturation'];

/** Sends a rendered document (PDF, CSV) as a download that no cache keeps. */
export function sendFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: Buffer | string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Card payments and the provider's invoices (issue 13, ADR 0037). */
export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/billing/subscription',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Paiement par carte activé ? Mon abonnement payé par carte',
          security: BEARER,
          response: { 200: ZSubscriptionResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await subscriptionStatus(deps, providerIdOf(request))),
      }),
    );

    app.post(
      '/api/billing/checkout',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Payer un pack ou une recharge par carte (page Stripe Checkout)',
          description:
            'Sans STRIPE_SECRET_KEY : 503 PAYMENTS_DISABLED. Le paiement ne prend effet qu’à réception du webhook signé.',
          security: BEARER,
          body: ZCheckoutRequest,
          response: { 200: ZUrlResponse },
        },
      },
      async (request) => ({
        success: true as const,
        url: await createCheckout(deps, request.log, providerIdOf(request), request.body),
      }),
    );

    app.post(
      '/api/billing/portal',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Gérer mon abonnement (carte, résiliation) sur la page Stripe',
          security: BEARER,
          response: { 200: ZUrlResponse },
        },
      },
      async (request) => ({
        success: true as const,
        url: await createPortal(deps, request.log, providerIdOf(request)),
      }),
    );

    app.get(
      '/api/billing/invoices',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Mes factures et avoirs, les plus récents d’abord',
          security: BEARER,
          querystring: ZOwnInvoicesQuery,
          response: { 200: ZInvoicesResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listOwnDocuments(deps.database.db, providerIdOf(request), request.query.page)),
      }),
    );

    app.get(
      '/api/billing/invoices/:id/pdf',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Télécharger une de mes factures (PDF)',
          security: BEARER,
          params: z.object({ id: z.string() }),
        },
      },
      async (request, reply) => {
        const { filename, pdf } = await documentPdf(deps.database.db, {
          id: request.params.id,
          userId: providerIdOf(request),
        });
        return sendFile(reply, { filename, contentType: 'application/pdf', body: pdf });
      },
    );

    // Stripe signs the exact bytes it sends: this route reads the body unparsed.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      raw.post(
        '/api/billing/webhook',
        {
          config: { access: 'token', csrfExempt: true },
          schema: {
            tags,
            summary: 'Webhook Stripe (signature vérifiée avec STRIPE_WEBHOOK_SECRET)',
            description:
              'checkout.session.completed, invoice.paid, customer.subscription.deleted, charge.refunded : chaque événement est traité une seule fois. Un paiement qui n’est pas ce qui a été vendu (compte, produit, devise, montant) n’accorde rien et répond 200 received: rejected.',
          },
        },
        async (request) => {
          const header = request.headers['stripe-signature'];
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const event = verifyEvent(deps, body, Array.isArray(header) ? header[0] : header);
          return { success: true as const, received: await handleStripeEvent(deps, request.log, event) };
        },
      );
    });
  };
}
