import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '../../../shared/schemas/health';
import type { AppDeps } from '../../deps';

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['santé'],
          summary: 'État du service et de la base',
          response: { 200: ZHealthResponse, 503: ZHealthResponse },
        },
      },
      async (_request, reply) => {
        const up = await deps.database.ping();
        const body = {
          success: up,
          status: up ? ('ok' as const) : ('degraded' as const),
          database: { kind: deps.database.kind, status: up ? ('up' as const) : ('down' as const) },
          uptimeSeconds: Math.round(process.uptime()),
        };
        return reply.status(up ? 200 : 503).send(body);
      },
    );
  };
}
