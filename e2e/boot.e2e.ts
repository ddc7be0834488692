import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server';

function runServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('server boot', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('migrates, seeds the demo accounts and reports a healthy database', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toMatchObject({ success: true, database: { kind: 'pglite', status: 'up' } });
    expect(server.output()).toContain('admin@demo.creneau.fr');
    expect(server.output()).toContain('camille@demo.creneau.fr');
  });

  it('refuses a second process on the same data directory with a clear message', () => {
    const second = runServer({ DATA_DIR: server.dataDir, PORT: '0' });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('est déjà utilisé par un autre processus Créneau');
  });

  it('stops on a wrong configuration value, naming the variable', () => {
    const bad = runServer({ PORT: 'quatre-mille', DATA_DIR: server.dataDir });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Configuration invalide');
    expect(bad.stderr).toContain('- PORT:');
  });

  it('serves the web app with security headers and the anti-CSRF cookie', async () => {
    const res = await fetch(`${server.url}/dashboard/profile`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="fr">');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
  });

  it('sends the built scripts compressed and cached for a year, the page itself revalidated', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // `/` preloads the landing page's chunk; a client's booking link does not download it.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/landing-bundle-[\w-]+\.js">/);
    expect(await (await fetch(`${server.url}/booking/x`)).text()).not.toContain('landing-bundle');
    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'script principal dans index.html').toBeDefined();
    const plain = await fetch(`${server.url}${entry}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const script = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.url}${entry}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes the body: the same script as the plain file.
      expect(await res.text()).toBe(script);
    }
  });

  it('answers unknown API paths with a French JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
