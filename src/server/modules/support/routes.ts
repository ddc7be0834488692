import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import {
  ZChatHistoryResponse,
  ZChatMarkRead,
  ZChatMessageInput,
  ZChatResponse,
} from '../../../shared/schemas/support';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { chatHistory, markChatRead, sendUserMessage } from './service';

export const ZChatParams = z.object({ id: z.uuid({ error: 'Identifiant de conversation invalide' }) });

/** SPEC §7 Chat: the signed-in user's conversation with the team (mark-read serves both sides). */
export function supportChatRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user-chats/send',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: ['support'],
          summary: 'Écrire à l’équipe (crée la conversation au premier message)',
          description:
            'Texte brut, 2 000 caractères au plus, 20 messages par 10 minutes et par compte. ' +
            'Un administrateur répond par POST /api/admin/user-chats/{id}/reply (403 ici).',
          security: BEARER,
          body: ZChatMessageInput,
          response: { 200: ZChatResponse },
        },
      },
      async (request) => {
        const chat = await sendUserMessage(deps, getAuth(request), request.body.message);
        return { success: true as const, chat };
      },
    );

    app.get(
      '/api/user-chats/history',
      {
        config: { access: 'user' },
        schema: {
          tags: ['support'],
          summary: 'Ma conversation avec l’équipe (tableau vide avant le premier message)',
          security: BEARER,
          response: { 200: ZChatHistoryResponse },
        },
      },
      async (request) => ({
        success: true as const,
        chats: await chatHistory(deps, getAuth(request).user.id),
      }),
    );

    app.post(
      '/api/user-chats/:id/mark-read',
      {
        config: { access: 'user', ownerOnly: true },
        schema: {
          tags: ['support'],
          summary: 'Marquer comme lus les messages de l’autre côté',
          description:
            '`isAdmin: false` : l’utilisateur lit les réponses de l’équipe dans sa propre conversation ' +
            '(toute autre conversation : 404). `isAdmin: true` : un administrateur lit les messages de ' +
            'l’utilisateur (403 pour les autres comptes).',
          security: BEARER,
          params: ZChatParams,
          body: ZChatMarkRead,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await markChatRead(deps, getAuth(request), request.params.id, request.body.isAdmin);
        return { success: true as const };
      },
    );
  };
}
