import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConnectStatusResponse,
  ZReceivedPaymentsQuery,
  ZReceivedPaymentsResponse,
} from '../../../shared/schemas/booking-payments';
import { ZUrlResponse } from '../../../shared/schemas/payments';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { sendFile } from '../payments/api';
import { connectStatus, startOnboarding } from './connect';
import { listReceivedPayments, providerZone } from './received';
import { receivedPaymentsCsv } from './received-csv';

const tags = ['paiements-en-ligne'];

/**
 * « Paiements en ligne » (issue 34, ADR 0061): the provider's own Stripe account and its
 * onboarding, and the payments their clients made. Only the provider: another one reads only
 * their own rows; starting onboarding is the account holder's act (not an impersonating admin's).
 */
export function bookingPaymentConnectRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps.database;

    app.get(
      '/api/payments/connect',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Mon compte Stripe pour les paiements de mes clients',
          description: '`available` : le paiement en ligne est configuré sur cette instance.',
          security: BEARER,
          response: { 200: ZConnectStatusResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await connectStatus(deps, request.log, providerIdOf(request))),
      }),
    );

    app.post(
      '/api/payments/connect',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Activer les paiements en ligne : créer mon compte Stripe et ouvrir son inscription',
          description:
            'Crée le compte Stripe Express une seule fois, puis renvoie un lien d’inscription Stripe neuf. Non configuré : 503 ; Stripe en panne : 502.',
          security: BEARER,
          response: { 200: ZUrlResponse },
        },
      },
      async (request) => ({
        success: true as const,
        url: await startOnboarding(deps, request.log, providerIdOf(request)),
      }),
    );

    app.get(
      '/api/payments/received',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary:
            'Les paiements de mes clients (acomptes, paiements, cartes en garantie), les plus récents d’abord',
          description: 'Au plus 500. `from` et `to` (AAAA-MM-JJ, inclus) portent sur la date du paiement.',
          security: BEARER,
          querystring: ZReceivedPaymentsQuery,
          response: { 200: ZReceivedPaymentsResponse },
        },
      },
      async (request) => {
        const providerId = providerIdOf(request);
        const zone = await providerZone(db, providerId);
        return {
          success: true as const,
          payments: await listReceivedPayments(db, providerId, request.query, zone),
        };
      },
    );

    app.get(
      '/api/payments/received.csv',
      {
        // An export of client data, like the GDPR exports: the holder's alone (issue 30).
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Les paiements de mes clients en CSV (UTF-8 avec BOM, séparateur « ; »)',
          security: BEARER,
          querystring: ZReceivedPaymentsQuery,
        },
      },
      async (request, reply) => {
        const providerId = providerIdOf(request);
        const zone = await providerZone(db, providerId);
        const payments = await listReceivedPayments(db, providerId, request.query, zone);
        return sendFile(reply, {
          filename: `paiements-clients-${request.query.from ?? 'debut'}-${request.query.to ?? 'fin'}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: receivedPaymentsCsv(payments, zone),
        });
      },
    );
  };
}
