import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { providerLogos } from '../../db/schema';
import { previewDescription } from './booking-head';

// jsdom ships no types; these tests only parse the page.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Créneau — la solution simple pour vos rendez-vous" />
    <title>Créneau — la solution simple pour vos rendez-vous</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const XSS_NAME = `Julie "la" </title><script>alert(1)</script> & Cie`;

let t: TestApp;
let webDir: string;
let appUrl: string;
let julie: { id: string; token: string };

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'creneau-booking-head-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'landing.html'), INDEX);
  t = await createTestApp({ webDir });
  appUrl = t.deps.config.APP_URL;
  const user = await createUser(t.deps, { name: 'Julie Moreau' });
  julie = { id: user.id, token: await t.login(user.email, user.password) };
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const pageOf = async (url: string) => {
  const response = await t.get(url);
  const { document } = new JSDOM(response.body).window;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    response,
    document,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  };
};
const saveProfile = (displayName: string, description: string) =>
  t.put(
    '/api/provider/profile',
    { displayName, description, address: '', phone: '', timezone: 'Europe/Paris' },
    { token: julie.token },
  );

describe('the booking page’s head for link previews (issue 37)', () => {
  it('carries the provider’s name and description, escaped, the id’s address as canonical, and noindex', async () => {
    expect(
      (await saveProfile(XSS_NAME, 'Sophrologue à Lyon, "séances" <b>individuelles</b>.')).statusCode,
    ).toBe(200);
    const { response, document, meta, canonical } = await pageOf(`/booking/${julie.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.title).toBe(`${XSS_NAME} — Prendre rendez-vous`);
    expect(meta('meta[property="og:title"]')).toBe(`${XSS_NAME} — Prendre rendez-vous`);
    expect(meta('meta[name="twitter:title"]')).toBe(`${XSS_NAME} — Prendre rendez-vous`);
    expect(meta('meta[name="description"]')).toBe('Sophrologue à Lyon, "séances" <b>individuelles</b>.');
    expect(canonical).toBe(`${appUrl}/booking/${julie.id}`);
    expect(meta('meta[property="og:url"]')).toBe(`${appUrl}/booking/${julie.id}`);
    // Not listed in search: previewed when shared, never indexed; no logo, no image.
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(meta('meta[property="og:image"]')).toBeNull();
    expect(meta('meta[name="twitter:image"]')).toBeNull();
  });

  it('names the readable address, whichever address led here, the logo’s absolute URL, and is indexed once listed', async () => {
    await saveProfile('Julie Moreau', '');
    expect(
      (await t.put('/api/provider/slug', { slug: 'julie-ancienne' }, { token: julie.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.put('/api/provider/slug', { slug: 'julie-moreau' }, { token: julie.token })).statusCode,
    ).toBe(200);
    const updatedAt = new Date('2026-11-20T10:00:00Z');
    await t.deps.database.db
      .insert(providerLogos)
      .values({ providerId: julie.id, contentType: 'image/webp', data: Buffer.from('x'), updatedAt });
    expect(
      (await t.put('/api/provider/search-listing', { listed: true }, { token: julie.token })).statusCode,
    ).toBe(200);
    for (const address of [julie.id, 'julie-moreau', 'julie-ancienne', 'JULIE-MOREAU']) {
      const { response, meta, canonical } = await pageOf(`/booking/${address}`);
      expect(response.statusCode, address).toBe(200);
      expect(canonical, address).toBe(`${appUrl}/booking/julie-moreau`);
      expect(meta('meta[property="og:url"]'), address).toBe(`${appUrl}/booking/julie-moreau`);
      const logo = `${appUrl}/api/public/providers/${julie.id}/logo?v=${updatedAt.getTime()}`;
      expect(meta('meta[property="og:image"]'), address).toBe(logo);
      expect(meta('meta[name="twitter:image"]'), address).toBe(logo);
      expect(meta('meta[name="robots"]'), address).toBeNull();
      // No description written: a French default naming the provider.
      expect(meta('meta[property="og:description"]')).toBe(
        'Prenez rendez-vous en ligne avec Julie Moreau, en quelques clics.',
      );
    }
  });

  it('keeps a client’s appointment page out of search and free of anything about them', async () => {
    const { response, document, meta } = await pageOf(`/booking/${julie.id}/un-jeton-de-gestion`);
    expect(response.statusCode).toBe(200);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.title).toBe('Votre rendez-vous — Créneau');
    expect(document.querySelector('meta[property^="og:"]')).toBeNull();
    expect(response.body).not.toContain('Julie');
  });

  it('answers 404 with noindex for an unknown provider, as the blog does', async () => {
    for (const address of ['personne-ici', '00000000-0000-4000-8000-000000000000']) {
      const { response, meta } = await pageOf(`/booking/${address}`);
      expect(response.statusCode, address).toBe(404);
      expect(meta('meta[name="robots"]'), address).toBe('noindex');
      expect(response.body, address).toContain('<div id="root">');
    }
  });

  it('trims a long description at a word, near 160 characters', () => {
    const long = `${'Séances de sophrologie '.repeat(12)}fin`;
    const cut = previewDescription(long, 'Julie');
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('sophrologie…') || cut.endsWith('Séances…') || cut.endsWith('de…')).toBe(true);
    expect(previewDescription('  une\nligne  ', 'Julie')).toBe('une ligne');
  });
});
