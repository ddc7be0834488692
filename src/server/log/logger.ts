import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './serialize-error';

/**
 * The log of a process outside Fastify's (the worker, and the process events of both): pino's
 * JSON lines with the app's `err` serializer (no SQL parameters, no row PostgreSQL quoted).
 * Written synchronously, so that the line before a process.exit is not lost.
 */
export function createProcessLogger(
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  return pino({ level: 'info', serializers: { err: serializeError } }, destination);
}
