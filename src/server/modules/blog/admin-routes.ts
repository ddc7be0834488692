import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_IMAGE_TYPES,
  BLOG_LIMITS,
  readingMinutesOf,
  ZAdminBlogPostResponse,
  ZAdminBlogPostsQuery,
  ZAdminBlogPostsResponse,
  ZBlogImageResponse,
  ZBlogPostInput,
  ZBlogPostPatch,
  ZBlogPreviewInput,
  ZBlogPreviewResponse,
} from '../../../shared/schemas/blog';
import { ZSuccessResponse } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { BEARER } from '../../http/access';
import { AppError } from '../../http/app-error';
import { getAuth } from '../../http/auth';
import { BLOG_IMAGE_MESSAGES, saveBlogImage } from './images';
import { renderMarkdown } from './markdown';
import { createPost, deletePost, type TBlogActor, updatePost } from './posts-admin';
import { adminPostDto, listAdminPosts, loadPost } from './posts-admin-queries';

const tags = ['blog (administration)'];
const idParams = z.object({ id: z.string() });
const config = { access: 'admin' } as const;

/** The administrator writing, with the name shown as the article's author. */
function authorOf(request: FastifyRequest): TBlogActor {
  const { user } = getAuth(request);
  return { id: user.id, email: user.email, name: user.name };
}

/** The team's blog editor (issue 17, ADR 0042): articles, live preview, image uploads. */
export function blogAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;
    const one = (post: Awaited<ReturnType<typeof adminPostDto>>) => ({ success: true as const, post });

    app.get(
      '/api/admin/blog/posts',
      {
        config,
        schema: {
          tags,
          summary: 'Les articles, tous statuts, les derniers modifiés d’abord',
          security: BEARER,
          querystring: ZAdminBlogPostsQuery,
          response: { 200: ZAdminBlogPostsResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await listAdminPosts(db, request.query)) }),
    );

    app.post(
      '/api/admin/blog/posts',
      {
        config,
        schema: {
          tags,
          summary: 'Écrire un article',
          security: BEARER,
          body: ZBlogPostInput,
          response: { 201: ZAdminBlogPostResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(one(await createPost(deps, authorOf(request), request.body))),
    );

    app.get(
      '/api/admin/blog/posts/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Un article',
          security: BEARER,
          params: idParams,
          response: { 200: ZAdminBlogPostResponse },
        },
      },
      async (request) => one(await adminPostDto(db, await loadPost(db, request.params.id))),
    );

    app.patch(
      '/api/admin/blog/posts/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Modifier un article (texte, adresse, statut, date de publication…)',
          security: BEARER,
          params: idParams,
          body: ZBlogPostPatch,
          response: { 200: ZAdminBlogPostResponse },
        },
      },
      async (request) => one(await updatePost(deps, authorOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/admin/blog/posts/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Supprimer un article (ses commentaires et statistiques avec)',
          security: BEARER,
          params: idParams,
          response: { 200: ZSuccessResponse },
        },
      },
      async (request) => {
        await deletePost(deps, authorOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      '/api/admin/blog/preview',
      {
        config,
        schema: {
          tags,
          summary: 'Aperçu : le Markdown rendu par le serveur, nettoyé comme à l’enregistrement',
          security: BEARER,
          body: ZBlogPreviewInput,
          response: { 200: ZBlogPreviewResponse },
        },
      },
      async (request) => ({
        success: true as const,
        html: renderMarkdown(request.body.markdown),
        readingMinutes: readingMinutesOf(request.body.markdown),
      }),
    );

    // An image is the request's body as is; its bytes decide its type.
    await app.register(async (scope) => {
      const upload = scope.withTypeProvider<ZodTypeProvider>();
      upload.addContentTypeParser(
        ['*', ...BLOG_IMAGE_TYPES],
        { parseAs: 'buffer', bodyLimit: BLOG_LIMITS.imageMaxBytes },
        (_r, body, done) => done(null, body),
      );
      upload.setErrorHandler((error) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', BLOG_IMAGE_MESSAGES.size, { field: 'image' });
        throw error;
      });
      upload.post(
        '/api/admin/blog/uploads',
        {
          config,
          bodyLimit: BLOG_LIMITS.imageMaxBytes,
          schema: {
            tags,
            summary: 'Envoyer une image (corps : l’image, JPEG, PNG ou WebP, 5 Mo au plus)',
            description: 'Redimensionnée à 1600 px de large au plus, gardée en WebP.',
            security: BEARER,
            response: { 201: ZBlogImageResponse },
          },
        },
        async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const image = await saveBlogImage(db, getAuth(request).user.id, body, deps.now());
          return reply.status(201).send({ success: true as const, image });
        },
      );
    });
  };
}
