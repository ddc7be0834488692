import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, type TServerDatabase } from '../src/test/db';
import { startServer, type TestServer } from './support/server';

/**
 * A server expected to stop at start. SIGKILL at the deadline: the server holds SIGTERM until it
 * is up (runProcess), and a process once seen stuck in its exit under heavy load would otherwise
 * block this worker — spawnSync waits — past every vitest timeout.
 */
function runServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 30_000,
    killSignal: 'SIGKILL',
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

  it('serves the UI font itself: preloaded from /assets/, cached for a year, no other host named', async () => {
    const page = await fetch(`${server.url}/`);
    const html = await page.text();
    const preload =
      /<link rel="preload" href="(\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/;
    const font = preload.exec(html)?.[1];
    expect(font, 'police préchargée par la page').toBeDefined();
    expect(await (await fetch(`${server.url}/booking/x`)).text()).toMatch(preload);
    const res = await fetch(`${server.url}${font}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The page's policy allows its own fonts; the font file, not a document, carries none (ADR 0047).
    expect(page.headers.get('content-security-policy')).toContain("font-src 'self' data:");
    expect(res.headers.get('content-security-policy')).toBeNull();
    // What the page loads (styles, scripts, fonts, preloads) comes from here; its drawn content may
    // link elsewhere (the footer's social pages, ADR 0068).
    expect(html).not.toMatch(/<(link|script)\b[^>]*\b(href|src)="(https?:)?\/\//);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/');
  });

  it('answers unknown API paths with a French JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

async function login(baseUrl: string, email: string, password: string): Promise<Response> {
  const csrf = await fetch(`${baseUrl}/api/health`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie },
    body: JSON.stringify({ email, password }),
  });
}

async function loginStatus(baseUrl: string, email: string, password: string): Promise<number> {
  return (await login(baseUrl, email, password)).status;
}

describe('a production start (NODE_ENV=production) on a fresh data directory', () => {
  let server: TestServer;
  beforeAll(async () => {
    // SEED_DEMO emptied: what a host sets is NODE_ENV alone.
    server = await startServer({ NODE_ENV: 'production', SEED_DEMO: '' }, { fresh: true });
  });
  afterAll(() => server.stop());

  it('creates no demo account and says how to create an admin', async () => {
    expect(await loginStatus(server.url, 'admin@demo.creneau.fr', 'Demo-admin-2026')).toBe(401);
    expect(await loginStatus(server.url, 'camille@demo.creneau.fr', 'Demo-pro-2026')).toBe(401);
    expect(server.output()).not.toContain('Demo-admin-2026');
    expect(server.output()).toContain('ADMIN_EMAIL=… et ADMIN_PASSWORD=…');
  });

  it('serves the web app on /', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="fr">');
  });
});

describe('the built server on its own', () => {
  let server: TestServer;
  let image: string;
  beforeAll(async () => {
    // What a production image holds: package.json, dist/ and the installed packages; no src/.
    image = mkdtempSync(path.join(tmpdir(), 'creneau-image-'));
    cpSync('dist', path.join(image, 'dist'), { recursive: true });
    cpSync('package.json', path.join(image, 'package.json'));
    symlinkSync(path.resolve('node_modules'), path.join(image, 'node_modules'));
    server = await startServer({}, { cwd: image, fresh: true });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(image, { recursive: true, force: true });
  });

  it('migrates a new database from the migrations shipped in dist/ and serves the app', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toMatchObject({ database: { kind: 'pglite', status: 'up' } });
    expect(await loginStatus(server.url, 'camille@demo.creneau.fr', 'Demo-pro-2026')).toBe(200);
    expect(await (await fetch(`${server.url}/`)).text()).toContain('<html lang="fr">');
  });

  it('finds the PDF font from dist/ and embeds it in the demo provider’s signed DPA', async () => {
    const session = await login(server.url, 'camille@demo.creneau.fr', 'Demo-pro-2026');
    const { token } = (await session.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const { dpa } = (await (await fetch(`${server.url}/api/dpa/content`, { headers })).json()) as {
      dpa: { id: string };
    };
    const res = await fetch(`${server.url}/api/dpa/${dpa.id}/pdf`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toMatch(
      /\/FontName \/[A-Z]{6}\+NotoSans-Regular/,
    );
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.log('TEST_DATABASE_URL absent : démarrage simultané de deux nœuds sur PostgreSQL ignoré.');
}

describe.runIf(postgresUrl)('two server processes started at the same moment on one fresh PostgreSQL', () => {
  let database: TServerDatabase;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
  });

  it('both come up on the migrated database', async () => {
    const env = { DATABASE_URL: database.url, SEED_DEMO: '' };
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    for (const server of servers) {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ database: { kind: 'postgres', status: 'up' } });
    }
  });
});
