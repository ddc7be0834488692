import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorBody } from '../../shared/error-codes';
import { isValueRejectedByDatabase, pgErrorCode } from '../db/pg-errors';
import { AppError } from './app-error';

function fieldOf(instancePath: string): string | undefined {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : undefined;
}

export const URL_MESSAGES = {
  tooLong: 'Adresse de requête trop longue (un paramètre dépasse 100 caractères)',
  invalid: 'Adresse de requête invalide (encodage incorrect)',
} as const;

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler runs
 * (a path parameter over 100 characters, a malformed %-encoding) gets our body too.
 */
export function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('URI_TOO_LONG', URL_MESSAGES.tooLong)
      : new AppError('BAD_REQUEST', URL_MESSAGES.invalid);
  void sendAppError(reply, refusal);
}

/**
 * The wire form of an AppError: its code's status, `{success:false, message, code, field?, …extra}`;
 * a 429 that says when to come back (`retryAfter`, seconds) says it in Retry-After too.
 */
function sendAppError(reply: FastifyReply, error: AppError, status = error.status): FastifyReply {
  const body: TErrorBody = { success: false, message: error.message, code: error.code, ...error.extra };
  if (error.field) body.field = error.field;
  const retryAfter = error.extra?.retryAfter;
  if (status === 429 && typeof retryAfter === 'number' && Number.isFinite(retryAfter)) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
  }
  return reply.status(status).send(body);
}

export const VALUE_REJECTED_MESSAGE =
  'Une valeur envoyée est invalide ou hors limites (texte, date ou nombre). Corrigez-la et réessayez.';

/**
 * Maps every error to `{success:false, message, code, field?}` in French; never a stack trace.
 * Errors are logged through the logger's `err` serializer (log/serialize-error.ts): no query
 * parameter and no row the database quotes ever reaches the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldOf(first.instancePath) : undefined;
      return sendAppError(
        reply,
        new AppError('VALIDATION', first?.message ?? 'Données invalides', field ? { field } : {}),
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendAppError(reply, new AppError('BAD_REQUEST', 'Corps de requête JSON invalide'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendAppError(reply, new AppError('PAYLOAD_TOO_LARGE', 'Requête trop volumineuse'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendAppError(
        reply,
        new AppError('UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge'),
      );
    }
    const sqlState = pgErrorCode(error);
    if (isValueRejectedByDatabase(sqlState)) {
      // The schemas should have refused the value: say where, never what it was.
      request.log.warn(
        { sqlState, route: request.routeOptions.url, method: request.method },
        'valeur refusée par la base (validation à compléter)',
      );
      return sendAppError(reply, new AppError('BAD_REQUEST', VALUE_REJECTED_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    // Any other refusal of the framework or a plugin keeps its own 4xx status under the generic code.
    if (status >= 400 && status < 500) {
      return sendAppError(reply, new AppError('BAD_REQUEST', 'Requête invalide'), status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendAppError(
      reply,
      new AppError('INTERNAL', 'Une erreur interne est survenue. Veuillez réessayer.'),
    );
  });
}
