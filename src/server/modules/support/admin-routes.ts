import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminChatListResponse,
  ZAdminChatResponse,
  ZChatMessageInput,
} from '../../../shared/schemas/support';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { getAuth } from '../../http/auth';
import { ZChatParams } from './routes';
import { adminChat, adminInbox, replyAsAdmin } from './service';

/** The team's support inbox (administrators only). Replies are not audited: they are the conversation itself. */
export function supportAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/user-chats',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['support'],
          summary: 'Conversations du support, la plus récente d’abord',
          description: 'Les 200 dernières conversations ; `unreadTotal` compte tous les messages non lus.',
          security: BEARER,
          response: { 200: ZAdminChatListResponse },
        },
      },
      async () => ({ success: true as const, ...(await adminInbox(deps)) }),
    );

    app.get(
      '/api/admin/user-chats/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['support'],
          summary: 'Une conversation et tous ses messages',
          security: BEARER,
          params: ZChatParams,
          response: { 200: ZAdminChatResponse },
        },
      },
      async (request) => ({ success: true as const, chat: await adminChat(deps, request.params.id) }),
    );

    app.post(
      '/api/admin/user-chats/:id/reply',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['support'],
          summary: 'Répondre à un utilisateur',
          description:
            'Mêmes règles de texte que l’envoi ; la réponse marque lus les messages de l’utilisateur. ' +
            'Une conversation supprimée avec son compte : 404.',
          security: BEARER,
          params: ZChatParams,
          body: ZChatMessageInput,
          response: { 200: ZAdminChatResponse },
        },
      },
      async (request) => ({
        success: true as const,
        chat: await replyAsAdmin(deps, getAuth(request), request.params.id, request.body.message),
      }),
    );
  };
}
