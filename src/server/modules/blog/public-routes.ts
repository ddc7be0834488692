import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBlogPostResponse, ZBlogPostsQuery, ZBlogPostsResponse } from '../../../shared/schemas/blog';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findBlogImage } from './images';
import { POST_NOT_FOUND } from './posts-admin-queries';
import { findPublicPostBySlug, listPublicPosts } from './posts-queries';
import { countView } from './views';

const tags = ['blog'];
const config = { access: 'public' } as const;

/** The blog as readers see it (issue 17, ADR 0042): public articles only, and their images. */
export function blogPublicRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/blog/posts',
      {
        config,
        schema: {
          tags,
          summary: 'Les articles publiés, les plus récents d’abord (filtre par étiquette)',
          querystring: ZBlogPostsQuery,
          response: { 200: ZBlogPostsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listPublicPosts(db, request.query, deps.now())),
      }),
    );

    app.get(
      '/api/blog/posts/:slug',
      {
        config,
        schema: {
          tags,
          summary: 'Un article publié (une ancienne adresse répond avec l’adresse actuelle)',
          params: z.object({ slug: z.string() }),
          response: { 200: ZBlogPostResponse },
        },
      },
      async (request) => {
        const now = deps.now();
        const found = await findPublicPostBySlug(db, request.params.slug, now);
        if (!found) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
        // A read counts here, on the server, without cookies (ADR 0042): the HTML head does not count.
        await countView(deps, {
          postId: found.post.id,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          now,
        });
        return { success: true as const, post: found.post };
      },
    );

    app.get(
      '/api/blog/images/:id',
      {
        config,
        schema: { tags, summary: 'Une image du blog (WebP)', params: z.object({ id: z.string() }) },
      },
      async (request, reply) => {
        const image = await findBlogImage(db, request.params.id);
        // An image never changes (a new one gets a new id): browsers and proxies may keep it.
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(image.data);
      },
    );
  };
}
