import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/** Registers every domain module's routes. */
export async function registerModules(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
