import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCheckoutRequest } from '../../../shared/schemas/payments';
import {
  ZAdminTransferOrdersQuery,
  ZAdminTransferOrdersResponse,
  ZConfirmTransferOrderResponse,
  ZStopTransferRenewal,
  ZStopTransferRenewalResponse,
  ZTransferOrderResponse,
  ZTransfersResponse,
} from '../../../shared/schemas/payments-transfers';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { actorOf } from '../../http/auth';
import { confirmTransferOrder, listTransferOrders } from './transfer-confirm';
import {
  cancelTransferOrder,
  createTransferOrder,
  listOwnTransfers,
  stopTransferRenewal,
} from './transfer-orders';

const tags = ['facturation'];
const idParams = z.object({ id: z.string() });

/**
 * Packs and recharges paid by bank transfer (ADR 0056). The provider's writes are owner-only: an
 * administrator signed in as the provider gets 403 IMPERSONATION_FORBIDDEN (ADR 0030), as for a
 * card payment; they may look. Confirming a transfer is an administrator's.
 */
export function transferRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/billing/transfers',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Paiement par virement : coordonnées bancaires, commandes en attente, mois payé en cours',
          description:
            'bank est null quand la configuration ne donne pas de coordonnées : aucun virement n’est proposé.',
          security: BEARER,
          response: { 200: ZTransfersResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listOwnTransfers(deps, providerIdOf(request))),
      }),
    );

    app.post(
      '/api/billing/transfers',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Payer un pack ou une recharge par virement (commande avec sa référence)',
          description:
            'Sans coordonnées bancaires configurées : 409. Au plus deux commandes en attente par compte (409 au-delà). Le pack est activé quand l’équipe confirme la réception du virement.',
          security: BEARER,
          body: ZCheckoutRequest,
          response: { 201: ZTransferOrderResponse },
        },
      },
      async (request, reply) => {
        const done = await createTransferOrder(deps, providerIdOf(request), request.body);
        return reply.status(201).send({ success: true as const, ...done });
      },
    );

    app.post(
      '/api/billing/transfers/:id/cancel',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Annuler une de mes commandes en attente de virement',
          security: BEARER,
          params: idParams,
          response: { 200: ZTransferOrderResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await cancelTransferOrder(deps, providerIdOf(request), request.params.id)),
      }),
    );

    app.post(
      '/api/billing/transfers/stop',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Revenir à l’offre gratuite (pack mensuel payé par virement)',
          description:
            'when=period_end : le mois payé va à son terme, aucun virement n’est plus demandé. when=now : l’offre gratuite tout de suite (le mois payé n’est pas remboursé).',
          security: BEARER,
          body: ZStopTransferRenewal,
          response: { 200: ZStopTransferRenewalResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await stopTransferRenewal(deps, providerIdOf(request), request.body)),
      }),
    );

    app.get(
      '/api/admin/transfer-orders',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['comptabilité'],
          summary: 'Commandes payables par virement (en attente par défaut)',
          security: BEARER,
          querystring: ZAdminTransferOrdersQuery,
          response: { 200: ZAdminTransferOrdersResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await listTransferOrders(deps, request.query)) }),
    );

    app.post(
      '/api/admin/transfer-orders/:id/confirm',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['comptabilité'],
          summary: 'Confirmer la réception d’un virement : facture, pack ou crédits actifs, client prévenu',
          description: 'Une commande déjà confirmée ou annulée : 409. Une référence déjà enregistrée : 409.',
          security: BEARER,
          params: idParams,
          response: { 200: ZConfirmTransferOrderResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await confirmTransferOrder(deps, actorOf(request), request.params.id)),
      }),
    );
  };
}
