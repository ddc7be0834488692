import { z } from 'zod';

/** GET /api/health (200 when the database answers, 503 otherwise): read by probes and monitoring. */
export const ZHealthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  uptimeSeconds: z.number(),
});
