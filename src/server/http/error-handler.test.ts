import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, type TErrorCode } from '../../shared/error-codes';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function appThrowing(makeError: (code: string) => unknown) {
  const app = Fastify({ bodyLimit: 64 });
  registerErrorHandler(app);
  app.get('/fail/:code', async (request) => {
    throw makeError((request.params as { code: string }).code);
  });
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

describe('registerErrorHandler', () => {
  it('answers every code with its own status and the same body', async () => {
    const app = await appThrowing((code) => new AppError(code as TErrorCode, 'Refusé pour de bon'));
    for (const code of ERROR_CODES) {
      const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
      expect(response.statusCode, code).toBe(ERROR_STATUS[code]);
      expect(response.json(), code).toEqual({ success: false, message: 'Refusé pour de bon', code });
    }
    await app.close();
  });

  it('sends the field and the extra data beside the code', async () => {
    const app = await appThrowing(
      () =>
        new AppError('CLIENT_EMAIL_LIMIT', 'Limite atteinte', {
          field: 'sendEmail',
          extra: { limit: 200, retryAfter: 60 },
        }),
    );
    const response = await app.inject({ method: 'GET', url: '/fail/x' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      success: false,
      message: 'Limite atteinte',
      code: 'CLIENT_EMAIL_LIMIT',
      field: 'sendEmail',
      limit: 200,
      retryAfter: 60,
    });
    await app.close();
  });

  it('words the framework’s refusals in French under our codes', async () => {
    const app = await appThrowing(() => Object.assign(new Error('I am a teapot'), { statusCode: 418 }));
    const post = (payload: string, contentType: string) =>
      app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

    const broken = await post('{"a":', 'application/json');
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { success: false, message: 'Corps de requête JSON invalide', code: 'BAD_REQUEST' },
    ]);
    const large = await post(JSON.stringify({ text: 'x'.repeat(100) }), 'application/json');
    expect([large.statusCode, large.json()]).toEqual([
      413,
      { success: false, message: 'Requête trop volumineuse', code: 'PAYLOAD_TOO_LARGE' },
    ]);
    const media = await post('a', 'application/x-unknown');
    expect([media.statusCode, media.json()]).toEqual([
      415,
      { success: false, message: 'Type de contenu non pris en charge', code: 'UNSUPPORTED_MEDIA_TYPE' },
    ]);
    const other = await app.inject({ method: 'GET', url: '/fail/x' });
    expect([other.statusCode, other.json()]).toEqual([
      418,
      { success: false, message: 'Requête invalide', code: 'BAD_REQUEST' },
    ]);
    await app.close();
  });

  it('hides an unexpected error behind a French 500', async () => {
    const app = await appThrowing(() => new Error('relation "users" does not exist'));
    const response = await app.inject({ method: 'GET', url: '/fail/x' });
    expect([response.statusCode, response.json()]).toEqual([
      500,
      { success: false, message: 'Une erreur interne est survenue. Veuillez réessayer.', code: 'INTERNAL' },
    ]);
    await app.close();
  });
});

describe('AppError', () => {
  it('takes its status from its code, several codes sharing one', () => {
    expect(new AppError('FORBIDDEN', 'Accès refusé').status).toBe(403);
    expect(new AppError('QUOTA_EXHAUSTED', 'Plus de rendez-vous').status).toBe(403);
    expect(new AppError('PAYMENTS_DISABLED', 'Paiements désactivés').status).toBe(503);
  });

  it('carries no code in its extra data: the type refuses it', () => {
    // @ts-expect-error — a code is the error's own, never extra data.
    const smuggled = new AppError('FORBIDDEN', 'Accès refusé', { extra: { code: 'QUOTA_EXHAUSTED' } });
    expect(smuggled.code).toBe('FORBIDDEN');
  });
});
