import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminBillingResponse,
  ZAdminCredits,
  ZAdminPackChange,
  ZAdminSmsCredits,
  ZBalanceResponse,
  ZMovementsQuery,
  ZMovementsResponse,
  ZPacksResponse,
} from '../../../shared/schemas/billing';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { actorOf } from '../../http/auth';
import {
  addCreditsByAdmin,
  billingForAdmin,
  changePackByAdmin,
  getBalance,
  getMovements,
  packsCatalogue,
} from './service';
import { addSmsCreditsByAdmin } from './sms-credits-admin';

const tags = ['facturation'];
const userParams = z.object({ id: z.string() });

/** Packs, quota and credits (issue 12, ADR 0036): the provider's balance and the team's tools. */
export function billingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/billing/packs',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Offre gratuite, packs et recharges (prix TTC en centimes)',
          response: { 200: ZPacksResponse },
        },
      },
      async () => ({ success: true as const, ...packsCatalogue() }),
    );

    app.get(
      '/api/billing/balance',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Mon pack, ma période et mes rendez-vous restants',
          security: BEARER,
          response: { 200: ZBalanceResponse },
        },
      },
      async (request) => ({ success: true as const, balance: await getBalance(deps, providerIdOf(request)) }),
    );

    app.get(
      '/api/billing/movements',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'L’historique de mon quota, le plus récent d’abord (50 par page)',
          security: BEARER,
          querystring: ZMovementsQuery,
          response: { 200: ZMovementsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await getMovements(deps, providerIdOf(request), request.query.page)),
      }),
    );

    app.get(
      '/api/billing/sms-movements',
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'L’historique de mes crédits SMS, le plus récent d’abord (50 par page)',
          security: BEARER,
          querystring: ZMovementsQuery,
          response: { 200: ZMovementsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await getMovements(deps, providerIdOf(request), request.query.page, 'sms')),
      }),
    );

    app.get(
      '/api/admin/users/:id/billing',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Pack, solde et derniers mouvements d’un professionnel',
          security: BEARER,
          params: userParams,
          response: { 200: ZAdminBillingResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await billingForAdmin(deps, request.params.id)) }),
    );

    app.post(
      '/api/admin/users/:id/pack',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Changer le pack d’un professionnel (motif requis)',
          description:
            'Une hausse prend effet tout de suite, une baisse à la prochaine période. Inscrit au journal d’audit.',
          security: BEARER,
          params: userParams,
          body: ZAdminPackChange,
          response: { 200: ZBalanceResponse },
        },
      },
      async (request) => ({
        success: true as const,
        balance: await changePackByAdmin(deps, actorOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/api/admin/users/:id/credits',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Ajouter des crédits à un professionnel (motif requis, valables 12 mois)',
          security: BEARER,
          params: userParams,
          body: ZAdminCredits,
          response: { 200: ZBalanceResponse },
        },
      },
      async (request) => ({
        success: true as const,
        balance: await addCreditsByAdmin(deps, actorOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/api/admin/users/:id/sms-credits',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Ajouter (ou retirer, nombre négatif) des crédits SMS à un professionnel (motif requis)',
          description:
            'Les crédits SMS n’expirent pas ; un retrait ne dépasse pas le solde. Inscrit au journal d’audit.',
          security: BEARER,
          params: userParams,
          body: ZAdminSmsCredits,
          response: { 200: ZBalanceResponse },
        },
      },
      async (request) => ({
        success: true as const,
        balance: await addSmsCreditsByAdmin(deps, actorOf(request), request.params.id, request.body),
      }),
    );
  };
}
