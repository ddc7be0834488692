import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { findBodyProblem, MAX_JSON_DEPTH, registerInputGuard } from './input-guard';

function nested(levels: number): string {
  return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
}

async function guardedApp() {
  const app = Fastify();
  registerErrorHandler(app);
  registerInputGuard(app);
  app.post('/api/echo', async (request) => ({ body: request.body }));
  app.get('/api/echo/:id', async (request) => ({ params: request.params, query: request.query }));
  await app.ready();
  return app;
}

describe('findBodyProblem', () => {
  it('names the first value holding a NUL character by its dot path, keys included', () => {
    expect(findBodyProblem({ client: { name: 'a\u0000b' } })).toMatchObject({
      code: 'VALIDATION',
      field: 'client.name',
      message: 'Le champ « client.name » contient le caractère nul (U+0000), refusé',
    });
    expect(findBodyProblem({ weekly: [{ start: '09:00' }, { end: '\u0000' }] })?.field).toBe('weekly.1.end');
    expect(findBodyProblem({ 'a\u0000': 1 })?.field).toBe('a\u0000');
    expect(findBodyProblem({ note: 'tab\tet\nligne' })).toBeUndefined();
  });

  it(`allows ${MAX_JSON_DEPTH} levels of nesting, not one more`, () => {
    expect(findBodyProblem(JSON.parse(nested(MAX_JSON_DEPTH)))).toBeUndefined();
    expect(findBodyProblem(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toMatchObject({
      message: `Données trop imbriquées : ${MAX_JSON_DEPTH} niveaux au plus`,
    });
  });
});

describe('registerInputGuard', () => {
  it('answers 400 to a body nested 200 000 levels deep, without a stack overflow', async () => {
    const app = await guardedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${nested(200_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    await app.close();
  });

  it('refuses NUL in a JSON string, a path parameter, the query string and a header', async () => {
    const app = await guardedApp();
    const body = await app.inject({ method: 'POST', url: '/api/echo', payload: { note: 'a\u0000' } });
    expect(body.json()).toMatchObject({ field: 'note', code: 'VALIDATION' });
    const param = await app.inject({ method: 'GET', url: '/api/echo/a%00b' });
    expect(param.json()).toMatchObject({ field: 'id' });
    const query = await app.inject({ method: 'GET', url: '/api/echo/1?q=a%00b&q=ok' });
    expect(query.json()).toMatchObject({
      field: 'q',
      message: 'Le champ « q » contient le caractère nul (U+0000), refusé',
    });
    const header = await app.inject({ method: 'GET', url: '/api/echo/1', headers: { 'x-note': 'a\u0000' } });
    expect(header.json()).toMatchObject({
      field: 'x-note',
      message: "L'en-tête « x-note » contient le caractère nul (U+0000), refusé",
    });
    for (const response of [body, param, query, header]) expect(response.statusCode).toBe(400);
    await app.close();
  });

  it('keeps Fastify’s JSON parsing: valid bodies pass, broken or poisoned ones get 400', async () => {
    const app = await guardedApp();
    const ok = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: [1, { b: 'c' }] } });
    expect(ok.json()).toEqual({ body: { a: [1, { b: 'c' }] } });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.json()).toMatchObject({ message: 'Corps de requête JSON invalide' });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    await app.close();
  });
});
