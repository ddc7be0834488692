import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * For hot routes whose handler builds its response from typed values (ADR 0043): the response
 * schema still documents the route and types the handler, but the body is written by
 * JSON.stringify alone, without zod parsing hundreds of slots again on the way out.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
