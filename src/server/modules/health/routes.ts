import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

const ZHealth = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  uptimeSeconds: z.number(),
});

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['santé'],
          summary: 'État du service et de la base',
          response: { 200: ZHealth, 503: ZHealth },
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
