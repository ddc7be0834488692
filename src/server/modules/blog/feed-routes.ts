import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZXmlDocument } from '../../../shared/schemas/blog';
import type { AppDeps } from '../../deps';
import { listedBookingPaths } from '../providers/api';
import { renderRss, renderSitemap } from './feed';
import { listPublicPosts } from './feed-queries';

/** Articles in the RSS feed: the newest ones. */
const RSS_SIZE = 50;
/** Crawlers may keep a copy a few minutes. */
const FEED_CACHE = 'public, max-age=600';

/** RSS 2.0 of the blog and the sitemap of the public site, for readers' apps and search engines. */
export function blogFeedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/blog/rss.xml',
      {
        config: { access: 'public' },
        schema: {
          tags: ['blog'],
          summary: 'Flux RSS 2.0 des articles publiés',
          response: { 200: ZXmlDocument },
        },
      },
      async (_request, reply) => {
        const now = deps.now();
        const posts = await listPublicPosts(deps.database.db, now, RSS_SIZE);
        return reply
          .type('application/rss+xml; charset=utf-8')
          .header('cache-control', FEED_CACHE)
          .send(renderRss(deps.config.APP_URL, posts, now));
      },
    );

    app.get(
      '/sitemap.xml',
      {
        config: { access: 'public' },
        schema: {
          tags: ['blog'],
          summary:
            'Plan du site pour les moteurs de recherche (pages publiques, pages de réservation référencées, articles)',
          response: { 200: ZXmlDocument },
        },
      },
      async (_request, reply) => {
        const posts = await listPublicPosts(deps.database.db, deps.now());
        const bookingPaths = await listedBookingPaths(deps.database.db);
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', FEED_CACHE)
          .send(renderSitemap(deps.config.APP_URL, posts, bookingPaths));
      },
    );
  };
}
