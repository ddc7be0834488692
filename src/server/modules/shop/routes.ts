import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUrlResponse } from '../../../shared/schemas/payments';
import {
  ZOrderCreatedResponse,
  ZOrderRequest,
  ZOrderResponse,
  ZOrdersQuery,
  ZOrdersResponse,
  ZProductsResponse,
} from '../../../shared/schemas/shop';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { actorOf } from '../../http/auth';
import { registerOrderBook } from '../payments/api';
import { findPhoto, listProducts } from './catalogue';
import { shopOrderBook } from './order-book';
import { findOrder, listOrders } from './orders';
import { cancelOwnOrder, payOrder, placeOrder } from './service';

const tags = ['boutique'];
const idParams = z.object({ id: z.string() });

/** The provider's shop (issue 14, ADR 0038): the catalogue, their orders, paying and cancelling. */
export function shopRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  registerOrderBook(shopOrderBook);
  return async (app) => {
    app.get(
      '/api/shop/products',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Les produits en vente',
          security: BEARER,
          response: { 200: ZProductsResponse },
        },
      },
      async () => ({ success: true as const, products: await listProducts(deps.database.db, 'shop') }),
    );

    app.get(
      '/api/shop/photos/:id',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Une photo de produit', params: idParams },
      },
      async (request, reply) => {
        const photo = await findPhoto(deps.database.db, request.params.id);
        // A photo never changes (a new one gets a new id): browsers and proxies may keep it.
        return reply
          .header('content-type', photo.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(photo.data);
      },
    );

    app.post(
      '/api/shop/orders',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Commander (prix, TVA et totaux calculés sur le serveur)',
          description:
            'Deux commandes en attente de paiement au plus par compte (409 au-delà). Avec Stripe : checkoutUrl mène au paiement et le stock est réservé 1 heure ; sans Stripe, la commande attend un virement 24 heures.',
          security: BEARER,
          body: ZOrderRequest,
          response: { 201: ZOrderCreatedResponse },
        },
      },
      async (request, reply) => {
        const placed = await placeOrder(deps, request.log, providerIdOf(request), request.body);
        return reply.status(201).send({ success: true as const, ...placed });
      },
    );

    app.get(
      '/api/shop/orders',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Mes commandes, les plus récentes d’abord',
          security: BEARER,
          querystring: ZOrdersQuery,
          response: { 200: ZOrdersResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listOrders(deps.database.db, { userId: providerIdOf(request) }, request.query.page)),
      }),
    );

    app.get(
      '/api/shop/orders/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Une de mes commandes',
          security: BEARER,
          params: idParams,
          response: { 200: ZOrderResponse },
        },
      },
      async (request) => ({
        success: true as const,
        order: await findOrder(deps.database.db, request.params.id, providerIdOf(request)),
      }),
    );

    app.post(
      '/api/shop/orders/:id/cancel',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Annuler ma commande avant son expédition (remboursée si payée)',
          security: BEARER,
          params: idParams,
          response: { 200: ZOrderResponse },
        },
      },
      async (request) => ({
        success: true as const,
        order: await cancelOwnOrder(deps, actorOf(request), request.params.id),
      }),
    );

    app.post(
      '/api/shop/orders/:id/checkout',
      {
        config: { access: 'provider', ownerOnly: true },
        schema: {
          tags,
          summary: 'Payer par carte une commande en attente de paiement',
          security: BEARER,
          params: idParams,
          response: { 200: ZUrlResponse },
        },
      },
      async (request) => ({
        success: true as const,
        url: await payOrder(deps, request.log, providerIdOf(request), request.params.id),
      }),
    );
  };
}
