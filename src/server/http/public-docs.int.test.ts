import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { loadConfig } from '../config';

/**
 * Test apps serving a built web folder whose one script names its source map; each app is made
 * with its own environment and closed after the file.
 */
function appsServing(script: string, code: string, map: string) {
  let webDir: string;
  const apps: TestApp[] = [];
  beforeAll(() => {
    webDir = mkdtempSync(path.join(tmpdir(), 'creneau-docs-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"></html>');
    writeFileSync(path.join(webDir, 'assets', script), `${code}//# sourceMappingURL=${script}.map`);
    writeFileSync(path.join(webDir, 'assets', `${script}.map`), map);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });
  return async (env: Record<string, string>) => {
    const t = await createTestApp({ webDir, env });
    apps.push(t);
    return t;
  };
}

describe('what of the API description and the source maps is public (issue 30)', () => {
  const appWith = appsServing('app-1a2b.js', 'console.log(1);\n', '{"version":3}');

  it('defaults to the UI on a developer’s machine and to the document alone in production', () => {
    expect(loadConfig({}).API_DOCS_PUBLIC).toBe('ui');
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS_PUBLIC).toBe('document');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS_PUBLIC: 'ui' }).API_DOCS_PUBLIC).toBe('ui');
    expect(loadConfig({}).SOURCE_MAPS_PUBLIC).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SOURCE_MAPS_PUBLIC).toBe(false);
    expect(() => loadConfig({ API_DOCS_PUBLIC: 'tout' })).toThrow(
      /API_DOCS_PUBLIC: none, document ou ui attendu/,
    );
  });

  it('serves the UI, the document alone, or nothing', async () => {
    for (const [mode, ui, document] of [
      ['ui', true, true],
      ['document', false, true],
      ['none', false, false],
    ] as const) {
      const t = await appWith({ API_DOCS_PUBLIC: mode });
      const page = await t.get('/api/docs/');
      expect(page.statusCode < 400, `${mode} UI`).toBe(ui);
      const json = await t.get('/api/docs/json');
      expect(json.statusCode === 200, `${mode} document`).toBe(document);
      if (document) expect(json.json().openapi).toMatch(/^3\./);
    }
  });

  it('keeps the web app’s source maps to itself when told (production’s default)', async () => {
    const hidden = await appWith({ SOURCE_MAPS_PUBLIC: 'false' });
    expect((await hidden.get('/assets/app-1a2b.js')).statusCode).toBe(200);
    expect((await hidden.get('/assets/app-1a2b.js.map')).statusCode).toBe(404);
    const shown = await appWith({ SOURCE_MAPS_PUBLIC: 'true' });
    expect((await shown.get('/assets/app-1a2b.js.map')).statusCode).toBe(200);
  });
});

describe('the API description and source maps by NODE_ENV (issue 30)', () => {
  const appWith = appsServing('app-3c4d.js', '', '{"version":3,"sources":["app.ts"]}');

  it('production: no Swagger UI, the OpenAPI document public, no source map', async () => {
    const t = await appWith({ NODE_ENV: 'production' });
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
      expect((await t.get(url)).statusCode, url).toBe(404);
    }
    const json = await t.get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    expect((await t.get('/assets/app-3c4d.js')).statusCode).toBe(200);
    for (const url of [
      '/assets/app-3c4d.js.map',
      '/assets/app-3c4d.js.map?v=1',
      '/assets/app-3c4d.js.m%61p',
    ]) {
      const map = await t.get(url);
      expect(map.statusCode, url).toBe(404);
      expect(map.body, url).not.toContain('sources');
    }
  });

  it('production with API_DOCS_PUBLIC=ui or none: as the operator says', async () => {
    const ui = await appWith({ NODE_ENV: 'production', API_DOCS_PUBLIC: 'ui' });
    expect((await ui.get('/api/docs/')).statusCode).toBe(200);
    const none = await appWith({ NODE_ENV: 'production', API_DOCS_PUBLIC: 'none' });
    expect((await none.get('/api/docs/json')).statusCode).toBe(404);
  });

  it('development: the Swagger UI, its document and the source maps', async () => {
    const t = await appWith({ NODE_ENV: 'development' });
    const page = await t.get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await t.get('/api/docs/json')).statusCode).toBe(200);
    expect((await t.get('/assets/app-3c4d.js.map')).statusCode).toBe(200);
  });
});
