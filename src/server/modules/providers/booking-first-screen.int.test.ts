import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signDpaFor } from '../../../test/booking-factories';
import { createUser } from '../../../test/factories';

// jsdom ships no types; these tests only parse the page.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** booking.html as the build writes it: index.html with the booking page's preloads. */
const BOOKING_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <title>Créneau</title>
    <link rel="modulepreload" crossorigin href="/assets/booking-bundle.js">
  </head>
  <body><div id="root"></div></body>
</html>`;
const XSS_NAME = `Julie "la" </script><script>alert(1)</script> & Cie`;

let t: TestApp;
let folder: string;
let julie: { id: string; token: string };

beforeAll(async () => {
  // The layout of a build: dist/web beside dist/prerender, whose render.js is the real renderer
  // (src/web/prerender/render.tsx, which the test runner compiles as the build does).
  folder = mkdtempSync(path.join(tmpdir(), 'creneau-first-screen-'));
  const webDir = path.join(folder, 'web');
  mkdirSync(webDir);
  mkdirSync(path.join(folder, 'prerender'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    BOOKING_HTML.replace(/\s*<link rel="modulepreload"[^>]*>/, ''),
  );
  writeFileSync(path.join(webDir, 'booking.html'), BOOKING_HTML);
  writeFileSync(path.join(webDir, 'landing.html'), BOOKING_HTML);
  const renderer = path.resolve(import.meta.dirname, '../../../web/prerender/render.tsx');
  writeFileSync(
    path.join(folder, 'prerender/render.js'),
    `export { renderBookingPage } from ${JSON.stringify(renderer)};\n`,
  );
  t = await createTestApp({ webDir });
  const user = await createUser(t.deps, { name: 'Julie Moreau' });
  julie = { id: user.id, token: await t.login(user.email, user.password) };
  await signDpaFor(t.deps, user.id);
  await t.put(
    '/api/provider/profile',
    {
      displayName: XSS_NAME,
      description: 'Sophrologue à Lyon.',
      address: '',
      phone: '',
      timezone: 'Europe/Paris',
    },
    { token: julie.token },
  );
  const service = await t.post(
    '/api/services',
    { name: 'Séance de sophrologie', durationMinutes: 45, priceCents: 6000, description: '' },
    { token: julie.token },
  );
  expect(service.statusCode).toBe(201);
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the booking page’s first screen, drawn by the server (issue 37 item 6, ADR 0068)', () => {
  it('carries the page’s first screen and, for the browser’s first render, the profile the API answers', async () => {
    const response = await t.get(`/booking/${julie.id}`);
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(response.body).window;
    // The page with the booking code's preloads, its first screen already in #root.
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/booking-bundle.js',
    );
    const root = document.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe(XSS_NAME);
    expect(root?.textContent).toContain('Séance de sophrologie');
    expect(root?.textContent).toContain('45 min');
    // Escaped everywhere: the name is text, never markup.
    expect(response.body).not.toContain('<script>alert(1)');
    const embedded = document.getElementById('booking-provider');
    expect(embedded?.getAttribute('type')).toBe('application/json');
    expect(embedded?.getAttribute('data-address')).toBe(julie.id);
    const api = await t.get(`/api/public/providers/${julie.id}`);
    expect(JSON.parse(embedded?.textContent ?? 'null')).toEqual(api.json());
  });

  it('draws the page of the address asked, readable or not, and nothing for an unknown one', async () => {
    expect(
      (await t.put('/api/provider/slug', { slug: 'julie-sophro' }, { token: julie.token })).statusCode,
    ).toBe(200);
    const readable = new JSDOM((await t.get('/booking/julie-sophro?service=x')).body).window.document;
    expect(readable.getElementById('booking-provider')?.getAttribute('data-address')).toBe('julie-sophro');
    expect(readable.querySelector('#root h1')?.textContent).toBe(XSS_NAME);

    const unknown = await t.get('/booking/personne-ici');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('booking-provider');
    // A client's own appointment page carries nothing about the provider nor the booking.
    const managed = await t.get(`/booking/${julie.id}/un-jeton`);
    expect(managed.body).toContain('<div id="root"></div>');
    expect(managed.body).not.toContain('Julie');
  });
});
