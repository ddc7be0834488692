import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every account route', async () => {
    const response = await t.get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    for (const [path, method] of [
      ['/api/auth/register', 'post'],
      ['/api/auth/verify-email/{token}', 'get'],
      ['/api/auth/resend-verification', 'post'],
      ['/api/auth/login', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/verify-token', 'get'],
      ['/api/auth/refresh-token', 'post'],
      ['/api/auth/profile', 'get'],
      ['/api/auth/profile', 'put'],
      ['/api/admin/users/search', 'get'],
    ] as const) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
    expect(
      paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('rememberMe');
  });
});
