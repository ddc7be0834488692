import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZJobFailureListQuery,
  ZJobFailureListResponse,
  ZJobFailureResponse,
} from '../../../shared/schemas/job-failures';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { jobFailurePage, resolveJobFailure, retryJobFailure } from './service';

const ZJobFailureParams = z.object({ id: z.uuid({ error: 'Identifiant d’envoi invalide' }) });
const TAGS = ['job-failures'];

const actorOf = (request: FastifyRequest) => {
  const { user } = getAuth(request);
  return { id: user.id, email: user.email };
};

/** « Envois en échec » (ADR 0053): the jobs that failed their last attempt; every write is audited. */
export function jobFailureRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/job-failures',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Les envois en échec après tous leurs essais, ceux à traiter d’abord',
          description: '`status=open` : à traiter ; `status=resolved` : relancés ou marqués comme traités.',
          security: BEARER,
          querystring: ZJobFailureListQuery,
          response: { 200: ZJobFailureListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await jobFailurePage(deps, request.query)) }),
    );

    app.post(
      '/api/admin/job-failures/:id/retry',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Relancer un envoi en échec (le même travail, avec la même clé métier)',
          security: BEARER,
          params: ZJobFailureParams,
          response: { 200: ZJobFailureResponse },
        },
      },
      async (request) => ({
        success: true as const,
        failure: await retryJobFailure(deps, actorOf(request), request.params.id),
      }),
    );

    app.post(
      '/api/admin/job-failures/:id/resolve',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary: 'Marquer un envoi en échec comme traité, sans le relancer',
          security: BEARER,
          params: ZJobFailureParams,
          response: { 200: ZJobFailureResponse },
        },
      },
      async (request) => ({
        success: true as const,
        failure: await resolveJobFailure(deps, actorOf(request), request.params.id),
      }),
    );
  };
}
