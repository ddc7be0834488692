import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_COMMENT_RECEIVED,
  ZAdminBlogCommentResponse,
  ZAdminBlogCommentsQuery,
  ZAdminBlogCommentsResponse,
  ZBlogCommentInput,
  ZBlogCommentModeration,
  ZBlogCommentReceived,
  ZBlogCommentsResponse,
} from '../../../shared/schemas/blog';
import { ZMessageResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { actorOf } from '../../http/auth';
import { deleteComment, moderateComment } from './comment-moderation';
import { listAdminComments, listApprovedComments, submitComment } from './comments';

const slugParams = z.object({ slug: z.string().max(200) });
const idParams = z.object({ id: z.string().max(100) });

/** Readers' comments on the blog and their moderation (issue 17, ADR 0042). */
export function blogCommentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/blog/posts/:slug/comments',
      {
        config: { access: 'public' },
        schema: {
          tags: ['blog'],
          summary: 'Les commentaires approuvés d’un article, du plus ancien au plus récent',
          params: slugParams,
          response: { 200: ZBlogCommentsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        comments: await listApprovedComments(deps, request.params.slug),
      }),
    );

    app.post(
      '/api/blog/posts/:slug/comments',
      {
        // Like the public booking form: a visitor without session, limited per address.
        config: { access: 'public', csrfExempt: true },
        schema: {
          tags: ['blog'],
          summary: 'Commenter un article (publié après modération)',
          params: slugParams,
          body: ZBlogCommentInput,
          response: { 201: ZBlogCommentReceived },
        },
      },
      async (request, reply) => {
        await submitComment(deps, request.params.slug, request.body, request.ip);
        return reply.status(201).send({ success: true as const, message: BLOG_COMMENT_RECEIVED });
      },
    );

    app.get(
      '/api/admin/blog/comments',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['blog (administration)'],
          summary: 'Les commentaires à modérer, les plus récents d’abord',
          security: BEARER,
          querystring: ZAdminBlogCommentsQuery,
          response: { 200: ZAdminBlogCommentsResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await listAdminComments(deps, request.query)) }),
    );

    app.patch(
      '/api/admin/blog/comments/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['blog (administration)'],
          summary: 'Approuver ou refuser un commentaire',
          security: BEARER,
          params: idParams,
          body: ZBlogCommentModeration,
          response: { 200: ZAdminBlogCommentResponse },
        },
      },
      async (request) => ({
        success: true as const,
        comment: await moderateComment(deps, actorOf(request), request.params.id, request.body.status),
      }),
    );

    app.delete(
      '/api/admin/blog/comments/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['blog (administration)'],
          summary: 'Supprimer un commentaire',
          security: BEARER,
          params: idParams,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        await deleteComment(deps, actorOf(request), request.params.id);
        return { success: true as const, message: 'Commentaire supprimé.' };
      },
    );
  };
}
