import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, registerCsrf } from './csrf';
import { registerSecurityHeaders } from './security-headers';
import { registerStatic } from './static';

const SCRIPT = `export const greeting = ${JSON.stringify('Bonjour '.repeat(400))};\n`;

/** A dist/web as `npm run build` leaves it: hashed files with their .br and .gz siblings. */
function writeWebDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'creneau-static-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="fr"></html>');
  writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><html lang="fr"><!-- accueil --></html>');
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'sw.js'), "self.addEventListener('push', () => {});\n");
  writeFileSync(path.join(dir, 'embed.js'), '(() => {})();\n');
  writeFileSync(path.join(dir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('static web app', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = writeWebDir();
    app = Fastify();
    await registerStatic(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves the service worker revalidated every time, allowed the whole site as scope', async () => {
    const res = await get('/sw.js?v=abc123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect((await get('/images/logo.svg')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('lets other sites load the embed script (ADR 0040), and only that file', async () => {
    expect((await get('/embed.js')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/sw.js')).headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('falls back to gzip, then to the plain file, with the same cache policy', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the pages revalidated on every visit: landing.html for /, index.html for every other route', async () => {
    for (const url of ['/', '/?auth=login', '/booking/abc', '/index.html', '/landing.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="fr">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/')).body).toContain('accueil');
    expect((await get('/?auth=register')).body).toContain('accueil');
    expect((await get('/booking/abc')).body).not.toContain('accueil');
  });

  it('caches the unhashed public files for an hour only', async () => {
    const res = await get('/images/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a hashed file that no longer exists instead of the HTML page', async () => {
    const res = await get('/assets/index-OldHash1.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('headers of the web app’s files, with the app’s security headers', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = writeWebDir();
    app = Fastify();
    await app.register(fastifyCookie);
    await registerSecurityHeaders(app, { https: true });
    registerCsrf(app, { secure: true });
    await registerStatic(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const DOCUMENT_HEADERS = ['content-security-policy', 'permissions-policy', 'x-frame-options'];

  it('sends a hashed file without the headers that only govern a document, and without a cookie', async () => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    for (const name of DOCUMENT_HEADERS) expect(res.headers[name]).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps them on the pages and the service worker, and the page hands out the CSRF cookie', async () => {
    for (const url of ['/', '/booking/123', '/sw.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      for (const name of DOCUMENT_HEADERS) expect(res.headers[name]).toBeDefined();
      expect(String(res.headers['set-cookie'])).toContain(`${CSRF_COOKIE}=`);
    }
  });
});
