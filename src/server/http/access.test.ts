import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { registerAccessControl } from './access';
import { registerErrorHandler } from './error-handler';

/** No database: these routes never get as far as reading a session. */
function appWithAccessControl() {
  const app = Fastify();
  registerErrorHandler(app);
  registerAccessControl(app, {} as AppDeps);
  return app;
}

describe('registerAccessControl', () => {
  it('refuses an /api route that declares no access level, naming it', async () => {
    const app = appWithAccessControl();
    expect(() => app.get('/api/oubli', async () => ({ ok: true }))).toThrow(
      'GET /api/oubli : déclarez config.access (public, token, user, provider, admin)',
    );
    expect(() =>
      app.post('/api/faute', { config: { access: 'everyone' as 'public' } }, async () => ({ ok: true })),
    ).toThrow(/POST \/api\/faute/);
    await app.close();
  });

  it('needs no declaration for the web app’s files and the API documentation', async () => {
    const app = appWithAccessControl();
    app.get('/assets/app.js', async () => 'js');
    app.get('/api/docs/json', async () => ({}));
    await app.ready();
    expect(app.routeAccess.map((r) => `${r.method} ${r.url} ${r.access}`)).toEqual([
      'GET /assets/app.js public',
      'GET /api/docs/json public',
    ]);
    await app.close();
  });

  it('guards a declared route before its body is validated, once for GET and its HEAD twin', async () => {
    const app = appWithAccessControl();
    app.get('/api/moi', { config: { access: 'user' } }, async () => ({ ok: true }));
    app.post('/api/public', { config: { access: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    for (const method of ['GET', 'HEAD'] as const) {
      const guest = await app.inject({ method, url: '/api/moi' });
      expect(guest.statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'POST', url: '/api/public' })).statusCode).toBe(200);
    expect(app.routeAccess.map((r) => `${r.method} ${r.url} ${r.access}`)).toEqual([
      'GET /api/moi user',
      'POST /api/public public',
    ]);
    await app.close();
  });
});
