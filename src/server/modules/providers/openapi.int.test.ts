import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('OpenAPI of the provider set-up and public booking reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every route with a French tag and summary', async () => {
    const paths = (await t.get('/api/docs/json')).json().paths;
    for (const [path, method] of [
      ['/api/provider/profile', 'get'],
      ['/api/provider/profile', 'put'],
      ['/api/services', 'get'],
      ['/api/services', 'post'],
      ['/api/services/{id}', 'patch'],
      ['/api/services/{id}', 'delete'],
      ['/api/availability', 'get'],
      ['/api/availability', 'put'],
      ['/api/availability/overrides', 'get'],
      ['/api/availability/overrides', 'post'],
      ['/api/availability/overrides/{id}', 'delete'],
      ['/api/settings', 'get'],
      ['/api/settings', 'put'],
      ['/api/public/providers/{providerId}', 'get'],
      ['/api/public/providers/{providerId}/slots', 'get'],
      ['/api/public/providers/{providerId}/days', 'get'],
    ] as const) {
      const operation = paths[path]?.[method];
      expect(operation?.summary, `${method} ${path}`).toMatch(/^[A-ZÉ][a-zéèêàç]+ /);
      expect(operation?.tags, `${method} ${path}`).toHaveLength(1);
    }
    expect(paths['/api/services'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'durationMinutes', 'priceCents']),
    );
  });
});
