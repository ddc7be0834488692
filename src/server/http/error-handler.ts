import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isValueRejectedByDatabase, pgErrorCode } from '../db/pg-errors';
import { AppError } from './app-error';

export type TErrorBody = { success: false; message: string; code: string; field?: string } & Record<
  string,
  unknown
>;

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
  void reply.status(refusal.status).send({ success: false, message: refusal.message, code: refusal.code });
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
    if (error instanceof AppError) {
      const body: TErrorBody = { success: false, message: error.message, code: error.code, ...error.extra };
      if (error.field) body.field = error.field;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldOf(first.instancePath) : undefined;
      const message = first?.message ?? 'Données invalides';
      const body: TErrorBody = { success: false, message, code: 'VALIDATION' };
      if (field) body.field = field;
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(400)
        .send({ success: false, message: 'Corps de requête JSON invalide', code: 'BAD_REQUEST' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ success: false, message: 'Requête trop volumineuse', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({
        success: false,
        message: 'Type de contenu non pris en charge',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    const sqlState = pgErrorCode(error);
    if (isValueRejectedByDatabase(sqlState)) {
      // The schemas should have refused the value: say where, never what it was.
      request.log.warn(
        { sqlState, route: request.routeOptions.url, method: request.method },
        'valeur refusée par la base (validation à compléter)',
      );
      return reply.status(400).send({ success: false, message: VALUE_REJECTED_MESSAGE, code: 'BAD_REQUEST' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: 'Requête invalide', code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: 'Une erreur interne est survenue. Veuillez réessayer.',
      code: 'INTERNAL',
    });
  });
}
