import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNoContent } from '../../../shared/schemas/caldav';
import {
  ZCreateWebhook,
  ZUpdateWebhook,
  ZWebhookDeliveryList,
  ZWebhookDeliveryResponse,
  ZWebhookList,
  ZWebhookResponse,
  ZWebhookRetried,
  ZWebhookSecretResponse,
} from '../../../shared/schemas/webhooks';
import type { AppDeps } from '../../deps';
import { BEARER, providerIdOf } from '../../http/access';
import { listDeliveries, retryDelivery, retryFailed, sendPing } from './deliveries';
import { createEndpoint, deleteEndpoint, listEndpoints, rollSecret, updateEndpoint } from './endpoints';

const TAGS = ['webhooks'];
const ZIdParams = z.object({ id: z.string().max(64) });
const ZDeliveryParams = z.object({ id: z.string().max(64), deliveryId: z.string().max(64) });
const provider = { config: { access: 'provider' as const } };
/** A secret is shown: the holder's own, never to the administration acting as them (ADR 0030). */
const ownerOnly = { config: { access: 'provider' as const, ownerOnly: true } };
const schema = { tags: TAGS, security: BEARER };

/** Signed webhooks (issue 36, ADR 0064): the provider's endpoints and their delivery log. */
export function webhookRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/webhooks',
      { ...provider, schema: { ...schema, summary: 'Mes webhooks', response: { 200: ZWebhookList } } },
      async (request) => ({
        success: true as const,
        webhooks: await listEndpoints(deps, providerIdOf(request)),
      }),
    );

    app.post(
      '/api/webhooks',
      {
        ...ownerOnly,
        schema: {
          ...schema,
          summary: 'Ajouter un webhook',
          description:
            'Adresse publique (https en production) ; le secret de signature (whsec_…) n’est montré qu’une fois.',
          body: ZCreateWebhook,
          response: { 201: ZWebhookSecretResponse },
        },
      },
      async (request, reply) => {
        const created = await createEndpoint(deps, providerIdOf(request), request.body);
        return reply.status(201).send({ success: true as const, ...created });
      },
    );

    app.patch(
      '/api/webhooks/:id',
      {
        ...provider,
        schema: {
          ...schema,
          summary: 'Modifier un webhook (adresse, événements, réactivation)',
          params: ZIdParams,
          body: ZUpdateWebhook,
          response: { 200: ZWebhookResponse },
        },
      },
      async (request) => ({
        success: true as const,
        webhook: await updateEndpoint(deps, providerIdOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/webhooks/:id',
      {
        ...provider,
        schema: {
          ...schema,
          summary: 'Supprimer un webhook',
          params: ZIdParams,
          response: { 204: ZNoContent },
        },
      },
      async (request, reply) => {
        await deleteEndpoint(deps, providerIdOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/webhooks/:id/roll-secret',
      {
        ...ownerOnly,
        schema: {
          ...schema,
          summary: 'Changer le secret de signature',
          description: 'Le nouveau secret n’est montré qu’une fois ; l’ancien signe encore 24 heures.',
          params: ZIdParams,
          response: { 200: ZWebhookSecretResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await rollSecret(deps, providerIdOf(request), request.params.id)),
      }),
    );

    app.post(
      '/api/webhooks/:id/test',
      {
        ...provider,
        schema: {
          ...schema,
          summary: 'Envoyer un test (ping)',
          params: ZIdParams,
          response: { 202: ZWebhookDeliveryResponse },
        },
      },
      async (request, reply) => {
        const delivery = await sendPing(deps, providerIdOf(request), request.params.id);
        return reply.status(202).send({ success: true as const, delivery });
      },
    );

    app.get(
      '/api/webhooks/:id/deliveries',
      {
        ...provider,
        schema: {
          ...schema,
          summary: 'Journal des envois (30 jours)',
          params: ZIdParams,
          response: { 200: ZWebhookDeliveryList },
        },
      },
      async (request) => ({
        success: true as const,
        deliveries: await listDeliveries(deps, providerIdOf(request), request.params.id),
      }),
    );

    app.post(
      '/api/webhooks/:id/deliveries/retry-failed',
      {
        ...provider,
        schema: {
          ...schema,
          summary: 'Renvoyer les échecs',
          params: ZIdParams,
          response: { 202: ZWebhookRetried },
        },
      },
      async (request, reply) => {
        const retried = await retryFailed(deps, providerIdOf(request), request.params.id);
        return reply.status(202).send({ success: true as const, retried });
      },
    );

    app.post(
      '/api/webhooks/:id/deliveries/:deliveryId/retry',
      {
        ...provider,
        schema: {
          ...schema,
          summary: 'Réessayer un envoi',
          params: ZDeliveryParams,
          response: { 202: ZWebhookDeliveryResponse },
        },
      },
      async (request, reply) => {
        const { id, deliveryId } = request.params;
        const delivery = await retryDelivery(deps, providerIdOf(request), id, deliveryId);
        return reply.status(202).send({ success: true as const, delivery });
      },
    );
  };
}
