import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

export function publicBookingRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async () => {};
}
