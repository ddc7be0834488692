import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DPA_MESSAGES,
  ZDpaActionResponse,
  ZDpaContentResponse,
  ZDpaForm,
  ZDpaSignRequest,
  ZDpaStatusResponse,
} from '../../../shared/schemas/dpa';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { getAuth } from '../../http/auth';
import { isUuid } from '../../http/uuid';
import { currentDpa, dpaPdf, generateDpa, isDpaSatisfied, signDpa } from './service';

const TAGS = ['DPA (RGPD art. 28)'];
const bearer = [{ bearer: [] }];

/** The data processing agreement of SPEC §7: status, content, generation, signature, PDF. */
export function dpaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dpa/status',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Ai-je un DPA signé ?',
          description: 'Toujours vrai pour un administrateur (SPEC §4).',
          security: bearer,
          response: { 200: ZDpaStatusResponse },
        },
      },
      async (request) => ({
        success: true as const,
        hasValidDPA: await isDpaSatisfied(deps, getAuth(request).user),
      }),
    );

    app.get(
      '/api/dpa/content',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Mon DPA : le signé, sinon le brouillon',
          security: bearer,
          response: { 200: ZDpaContentResponse },
        },
      },
      async (request) => ({ success: true as const, dpa: await currentDpa(deps, getAuth(request).user.id) }),
    );

    app.post(
      '/api/dpa/generate',
      {
        // The holder's own commitment: never signed by the administration in their place (ADR 0030).
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Générer mon DPA (remplace le brouillon)',
          description: '409 quand un DPA signé existe déjà : il ne peut pas être remplacé.',
          security: bearer,
          body: ZDpaForm,
          response: { 201: ZDpaActionResponse },
        },
      },
      async (request, reply) => {
        const dpa = await generateDpa(deps, getAuth(request).user, request.body);
        return reply.code(201).send({ success: true as const, dpa, message: DPA_MESSAGES.generated });
      },
    );

    app.post(
      '/api/dpa/sign',
      {
        // The holder's own commitment: never signed by the administration in their place (ADR 0030).
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: TAGS,
          summary: 'Signer électroniquement mon DPA',
          description:
            'Le serveur enregistre lui-même l’adresse IP constatée, le navigateur, l’heure et l’empreinte ' +
            'SHA-256 du texte ; l’adresse IP envoyée par le navigateur n’est gardée que comme « déclarée ». ' +
            'Une copie PDF est envoyée par e-mail.',
          security: bearer,
          body: ZDpaSignRequest,
          response: { 200: ZDpaActionResponse },
        },
      },
      async (request) => {
        const { dpaData, signature } = request.body;
        const dpa = await signDpa(
          deps,
          getAuth(request).user,
          { id: dpaData.id, accepted: signature.accepted },
          {
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
            declaredIp: signature.ip?.trim() || null,
          },
        );
        return { success: true as const, dpa, message: DPA_MESSAGES.signed };
      },
    );

    app.get(
      '/api/dpa/:id/pdf',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Télécharger mon DPA en PDF',
          security: bearer,
          params: z.object({ id: z.string() }),
        },
      },
      async (request, reply) => {
        if (!isUuid(request.params.id)) throw new AppError('NOT_FOUND', DPA_MESSAGES.notFound);
        const { filename, pdf } = await dpaPdf(deps, getAuth(request).user.id, request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
