import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/factories';
import { contactMessages } from '../db/schema';

const message = {
  name: 'Jeanne Petit',
  email: 'jeanne@exemple.fr',
  message: 'Bonjour, ce message ne doit arriver que par une requête légitime.',
};

describe('CSRF check on the routed path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storedCount = async () => (await t.deps.database.db.select().from(contactMessages)).length;

  // Spellings of /api/contact: those the router decodes to the route must carry the XSRF pair;
  // the others must not reach the handler at all.
  it.each([
    '/%61pi/contact',
    '/%61%70%69/contact',
    '/api/%63ontact',
    '/api/contac%74?x=1',
    '/API/contact',
    '/Api/contact',
    '//api/contact',
    '/api//contact',
    '/./api/contact',
    '/api/contact/',
  ])('POST %s without the XSRF pair never reaches the handler', async (url) => {
    const before = await storedCount();
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: message,
      remoteAddress: nextTestIp(),
    });
    expect([403, 404]).toContain(response.statusCode);
    if (response.statusCode === 403) expect(response.json()).toMatchObject({ success: false, csrf: true });
    expect(await storedCount()).toBe(before);
  });

  it('an encoded spelling with the XSRF pair is the same route', async () => {
    const before = await storedCount();
    const pair = await t.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/contact',
      payload: message,
      cookies: pair.cookie,
      headers: pair.header,
      remoteAddress: nextTestIp(),
    });
    expect(response.statusCode).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it.each([
    ['PUT', '/%61pi/settings'],
    ['PATCH', '/%61pi/services/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/%61pi/account'],
  ] as const)('%s %s needs the pair too', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: { password: 'x' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ csrf: true });
  });
});
