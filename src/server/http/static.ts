import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_DIST_DIR } from '../paths';

/**
 * Serves the built web app; every non-API GET that matches no file gets index.html so that
 * React Router handles it (unknown paths are redirected to / in the browser).
 */
export async function registerStatic(app: FastifyInstance, webDir = WEB_DIST_DIR): Promise<void> {
  const hasWeb = existsSync(webDir);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir, { maxAge: 0 });
    }
    return reply.status(404).send({
      success: false,
      message: `Ressource introuvable : ${request.method} ${pathname}`,
      code: 'NOT_FOUND',
    });
  });
}
