import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import { ZServiceEnvelope, ZServicesResponse } from '../../../shared/schemas/provider-responses';
import { ZServiceInput, ZServicePatch } from '../../../shared/schemas/provider-setup';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { assertPaymentRule } from './payment-rule';
import { insertService, listServices } from './queries';
import { patchService, removeService, toServiceDto } from './service';

const TAGS = ['prestations'];
const ZServiceIdParams = z.object({ id: z.string() });

/** The provider's services: name, duration, price, buffers, active (docs/architecture.md, "API beyond SPEC §7"). */
export function serviceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/services',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Lister mes prestations',
          description:
            'Les prestations archivées (supprimées alors que des rendez-vous y renvoient) sont exclues.',
          security: BEARER,
          response: { 200: ZServicesResponse },
        },
      },
      async (request) => {
        const services = await listServices(db, providerIdOf(request));
        return { success: true as const, services: services.map(toServiceDto) };
      },
    );

    app.post(
      '/api/services',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Créer une prestation',
          security: BEARER,
          body: ZServiceInput,
          response: { 201: ZServiceEnvelope },
        },
      },
      async (request, reply) => {
        const providerId = providerIdOf(request);
        await assertPaymentRule(db, providerId, request.body, { payment: true, price: true });
        const service = await insertService(db, providerId, request.body, deps.now());
        return reply.status(201).send({ success: true as const, service: toServiceDto(service) });
      },
    );

    app.patch(
      '/api/services/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Modifier une prestation',
          description: 'Seuls les champs envoyés changent.',
          security: BEARER,
          params: ZServiceIdParams,
          body: ZServicePatch,
          response: { 200: ZServiceEnvelope },
        },
      },
      async (request) => {
        const service = await patchService(
          db,
          deps.jobs,
          providerIdOf(request),
          request.params.id,
          request.body,
          deps.now(),
        );
        return { success: true as const, service };
      },
    );

    app.delete(
      '/api/services/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: TAGS,
          summary: 'Supprimer une prestation',
          description:
            'Une prestation qui a des rendez-vous est archivée (inactive, masquée) pour garder leur historique ; sinon elle est supprimée.',
          security: BEARER,
          params: ZServiceIdParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await removeService(db, providerIdOf(request), request.params.id, deps.now());
        return { success: true as const };
      },
    );
  };
}
