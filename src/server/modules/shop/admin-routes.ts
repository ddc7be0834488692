import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHOP_LIMITS,
  SHOP_MESSAGES,
  SHOP_PHOTO_TYPES,
  ZAdminOrdersQuery,
  ZOrderResponse,
  ZOrderStatusChange,
  ZOrdersResponse,
  ZPhotoResponse,
  ZProductInput,
  ZProductPatch,
  ZProductResponse,
  ZProductsResponse,
} from '../../../shared/schemas/shop';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../http/auth';
import { sendFile } from '../payments/api';
import { listProducts } from './catalogue';
import { addPhoto, archiveProduct, createProduct, removePhoto, updateProduct } from './catalogue-admin';
import { findOrder, listOrders } from './orders';
import { renderPackingSlip } from './packing-slip';
import { changeOrderStatus } from './service';

const tags = ['boutique (administration)'];
const idParams = z.object({ id: z.string() });

/** The team's shop (issue 14, ADR 0038): the catalogue with its photos, the orders and their moves. */
export function shopAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/products',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Tous les produits, archivés compris',
          security: BEARER,
          response: { 200: ZProductsResponse },
        },
      },
      async () => ({ success: true as const, products: await listProducts(deps.database.db, 'admin') }),
    );

    app.post(
      '/api/admin/products',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Créer un produit',
          security: BEARER,
          body: ZProductInput,
          response: { 201: ZProductResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          product: await createProduct(deps, actorOf(request), request.body),
        }),
    );

    app.patch(
      '/api/admin/products/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Modifier un produit (prix, stock, mise en vente…)',
          security: BEARER,
          params: idParams,
          body: ZProductPatch,
          response: { 200: ZProductResponse },
        },
      },
      async (request) => ({
        success: true as const,
        product: await updateProduct(deps, actorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/admin/products/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Archiver un produit (jamais supprimé : des commandes le citent)',
          security: BEARER,
          params: idParams,
          response: { 200: ZProductResponse },
        },
      },
      async (request) => ({
        success: true as const,
        product: await archiveProduct(deps, actorOf(request), request.params.id),
      }),
    );

    app.delete(
      '/api/admin/products/:id/photos/:photoId',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Retirer une photo',
          security: BEARER,
          params: z.object({ id: z.string(), photoId: z.string() }),
          response: { 200: ZProductResponse },
        },
      },
      async (request) => ({
        success: true as const,
        product: await removePhoto(deps, actorOf(request), request.params.id, request.params.photoId),
      }),
    );

    // A photo is the request's body as is (image/jpeg, image/png or image/webp), its type checked on its bytes.
    await app.register(async (scope) => {
      const photos = scope.withTypeProvider<ZodTypeProvider>();
      photos.addContentTypeParser(
        [...SHOP_PHOTO_TYPES],
        { parseAs: 'buffer', bodyLimit: SHOP_LIMITS.photoMaxBytes },
        (_request, body, done) => done(null, body),
      );
      photos.setErrorHandler((error) => {
        // Fastify's own 413 names neither the field nor the limit.
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', SHOP_MESSAGES.photoSize, { field: 'photo' });
        throw error;
      });
      photos.post(
        '/api/admin/products/:id/photos',
        {
          config: { access: 'admin' },
          bodyLimit: SHOP_LIMITS.photoMaxBytes,
          schema: {
            tags,
            summary: 'Ajouter une photo (corps : l’image, JPEG, PNG ou WebP, 2 Mo au plus)',
            description:
              'Gardée en WebP, sans ses métadonnées (EXIF, position GPS), 1600 × 1600 px au plus, jamais agrandie.',
            security: BEARER,
            params: idParams,
            response: { 201: ZPhotoResponse },
          },
        },
        async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const photo = await addPhoto(deps, actorOf(request), request.params.id, body);
          return reply.status(201).send({ success: true as const, photo });
        },
      );
    });

    app.get(
      '/api/admin/orders',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Les commandes, les plus récentes d’abord, par statut',
          description:
            '`refundDue=true` : les commandes annulées payées par virement, dont l’avoir est émis et le remboursement reste à faire.',
          security: BEARER,
          querystring: ZAdminOrdersQuery,
          response: { 200: ZOrdersResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listOrders(
          deps.database.db,
          { status: request.query.status, refundDue: request.query.refundDue === 'true' },
          request.query.page,
        )),
      }),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Une commande',
          security: BEARER,
          params: idParams,
          response: { 200: ZOrderResponse },
        },
      },
      async (request) => ({
        success: true as const,
        order: await findOrder(deps.database.db, request.params.id),
      }),
    );

    app.patch(
      '/api/admin/orders/:id/status',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Faire avancer une commande (transitions permises seulement)',
          description:
            'paid : virement reçu (reference) ; shipped : trackingNumber et carrier ; cancelled : stock rendu, remboursement carte via Stripe ; refunded : virement rendu (avoir).',
          security: BEARER,
          params: idParams,
          body: ZOrderStatusChange,
          response: { 200: ZOrderResponse },
        },
      },
      async (request) => ({
        success: true as const,
        order: await changeOrderStatus(deps, actorOf(request), request.params.id, request.body),
      }),
    );

    app.get(
      '/api/admin/orders/:id/packing-slip.pdf',
      {
        config: { access: 'admin' },
        schema: { tags, summary: 'Bordereau de préparation (PDF)', security: BEARER, params: idParams },
      },
      async (request, reply) => {
        const order = await findOrder(deps.database.db, request.params.id);
        const pdf = await renderPackingSlip(order, deps.now());
        return sendFile(reply, {
          filename: `bordereau-${order.reference}.pdf`,
          contentType: 'application/pdf',
          body: pdf,
        });
      },
    );
  };
}
