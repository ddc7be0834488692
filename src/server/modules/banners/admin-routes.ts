import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminBannerListQuery,
  ZAdminBannerListResponse,
  ZAdminBannerResponse,
  ZGlobalNotificationInput,
  ZGlobalNotificationPatch,
  ZGlobalNotificationStatusInput,
} from '../../../shared/schemas/banners';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import {
  adminBanner,
  adminBannerPage,
  editBanner,
  purgeBanner,
  sendBanner,
  setBannerStatus,
} from './service';

const ZBannerParams = z.object({ id: z.uuid({ error: 'Identifiant d’annonce invalide' }) });
const TAGS = ['banners'];

const actorOf = (request: FastifyRequest) => {
  const { user } = getAuth(request);
  return { id: user.id, email: user.email };
};

/** SPEC §7 « Admin notifications »: the administrators' global banners (ADR 0034). Every write is audited. */
export function bannerAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/notifications/send',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Publier une annonce (bandeau) à tous ou à des utilisateurs choisis',
          description:
            'Le message HTML est nettoyé (liste blanche : p, br, strong, b, em, i, u, a https/mailto, ul, ol, li). ' +
            '`targetAll: false` exige au moins un utilisateur existant dans `targetUserIds`.',
          security: BEARER,
          body: ZGlobalNotificationInput,
          response: { 201: ZAdminBannerResponse },
        },
      },
      async (request, reply) => {
        const notification = await sendBanner(deps, actorOf(request), request.body);
        return reply.status(201).send({ success: true as const, notification });
      },
    );

    app.get(
      '/api/admin/notifications',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Les annonces, la plus récente d’abord (toutes sauf celles supprimées définitivement)',
          security: BEARER,
          querystring: ZAdminBannerListQuery,
          response: { 200: ZAdminBannerListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await adminBannerPage(deps, request.query)) }),
    );

    app.get(
      '/api/admin/notifications/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Une annonce',
          security: BEARER,
          params: ZBannerParams,
          response: { 200: ZAdminBannerResponse },
        },
      },
      async (request) => ({
        success: true as const,
        notification: await adminBanner(deps, request.params.id),
      }),
    );

    app.patch(
      '/api/admin/notifications/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Modifier une annonce',
          description: 'Les champs envoyés seulement ; l’annonce modifiée suit les règles de la publication.',
          security: BEARER,
          params: ZBannerParams,
          body: ZGlobalNotificationPatch,
          response: { 200: ZAdminBannerResponse },
        },
      },
      async (request) => ({
        success: true as const,
        notification: await editBanner(deps, actorOf(request), request.params.id, request.body),
      }),
    );

    app.patch(
      '/api/admin/notifications/:id/status',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Activer, désactiver ou mettre à la corbeille une annonce',
          security: BEARER,
          params: ZBannerParams,
          body: ZGlobalNotificationStatusInput,
          response: { 200: ZAdminBannerResponse },
        },
      },
      async (request) => ({
        success: true as const,
        notification: await setBannerStatus(deps, actorOf(request), request.params.id, request.body.status),
      }),
    );

    app.delete(
      '/api/admin/notifications/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Supprimer une annonce (statut deleted, elle reste listée)',
          security: BEARER,
          params: ZBannerParams,
          response: { 200: ZAdminBannerResponse },
        },
      },
      async (request) => ({
        success: true as const,
        notification: await setBannerStatus(deps, actorOf(request), request.params.id, 'deleted'),
      }),
    );

    app.delete(
      '/api/admin/notifications/:id/permanent',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Supprimer définitivement une annonce (et ses fermetures par les utilisateurs)',
          security: BEARER,
          params: ZBannerParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await purgeBanner(deps, actorOf(request), request.params.id);
        return { success: true as const };
      },
    );
  };
}
