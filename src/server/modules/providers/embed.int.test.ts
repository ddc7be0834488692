import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_MESSAGES } from '../../../shared/schemas/embed';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { providerProfiles } from '../../db/schema';

const SITE = 'https://www.cabinet-moreau.fr';

describe('embedding the booking page in the provider’s site (issue 15, ADR 0040)', () => {
  let t: TestApp;
  let webDir: string;
  let julie: TTestProvider;
  let other: TTestProvider;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'creneau-embed-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"></html>');
    writeFileSync(path.join(webDir, 'landing.html'), '<!doctype html><html lang="fr"></html>');
    t = await createTestApp({ webDir });
    t.clock.set(new Date('2026-11-23T08:00:00Z'));
    julie = await createProvider(t);
    other = await createProvider(t);
    await t.put('/api/provider/slug', { slug: 'julie-moreau' }, { token: julie.token });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const frameAncestors = async (url: string) => {
    const page = await t.get(url);
    // An unknown provider's page is the app with a 404 head (ADR 0066).
    expect(page.statusCode).toBe(url === '/booking/inconnue' ? 404 : 200);
    const csp = String(page.headers['content-security-policy']);
    return {
      ancestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1],
      xFrameOptions: page.headers['x-frame-options'],
    };
  };

  it('saves the sites as origins, once each, and refuses what is not a secure site', async () => {
    const saved = await t.put(
      '/api/provider/embed',
      { origins: [`${SITE}/`, 'https://WWW.Cabinet-Moreau.fr', '', 'http://localhost:8080'] },
      { token: julie.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, origins: [SITE, 'http://localhost:8080'] });
    expect((await t.get('/api/provider/embed', { token: julie.token })).json().origins).toEqual([
      SITE,
      'http://localhost:8080',
    ]);

    for (const [raw, message] of [
      ['http://www.cabinet-moreau.fr', EMBED_MESSAGES.insecure('http://www.cabinet-moreau.fr')],
      ['https://www.cabinet-moreau.fr/rdv', EMBED_MESSAGES.notOrigin('https://www.cabinet-moreau.fr/rdv')],
      ['cabinet moreau', EMBED_MESSAGES.invalid('cabinet moreau')],
      // The URL parser accepts these host names; in the CSP they would allow every site or add a directive.
      ['https://*', EMBED_MESSAGES.notHost('https://*')],
      ['https://*.cabinet-moreau.fr', EMBED_MESSAGES.notHost('https://*.cabinet-moreau.fr')],
      ['https://a.fr;script-src', EMBED_MESSAGES.notHost('https://a.fr;script-src')],
      ['https://a.fr%3Bscript-src', EMBED_MESSAGES.notHost('https://a.fr%3Bscript-src')],
      ['https://a.fr,b.fr', EMBED_MESSAGES.notHost('https://a.fr,b.fr')],
    ] as const) {
      const refused = await t.put('/api/provider/embed', { origins: [SITE, raw] }, { token: julie.token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', field: 'origins.1', message });
    }
    const many = Array.from({ length: 11 }, (_, i) => `https://site${i}.fr`);
    const tooMany = await t.put('/api/provider/embed', { origins: many }, { token: julie.token });
    expect(tooMany.json()).toMatchObject({ field: 'origins', message: EMBED_MESSAGES.tooMany });
    // Nothing was lost by the refusals, and no one else's list changed.
    expect((await t.get('/api/provider/embed', { token: julie.token })).json().origins).toHaveLength(2);
    expect((await t.get('/api/provider/embed', { token: other.token })).json().origins).toEqual([]);
    expect((await t.get('/api/provider/embed')).statusCode).toBe(401);
  });

  it('lets only the listed sites frame that provider’s booking pages; everything else stays unframeable', async () => {
    for (const url of ['/booking/julie-moreau', `/booking/${julie.id}`, `/booking/${julie.id}/un-jeton`]) {
      expect(await frameAncestors(url)).toEqual({
        ancestors: `${SITE} http://localhost:8080`,
        xFrameOptions: undefined,
      });
    }
    for (const url of ['/', '/dashboard', `/booking/${other.id}`, '/booking/inconnue']) {
      expect(await frameAncestors(url)).toEqual({ ancestors: "'none'", xFrameOptions: 'DENY' });
    }
  });

  it('never puts a value saved before the strict check into the CSP', async () => {
    await t.deps.database.db
      .update(providerProfiles)
      .set({ embedOrigins: ['https://*', "https://a.fr;script-src 'unsafe-inline'", SITE] })
      .where(eq(providerProfiles.providerId, other.id));
    expect(await frameAncestors(`/booking/${other.id}`)).toEqual({
      ancestors: SITE,
      xFrameOptions: undefined,
    });
    expect((await t.get('/api/provider/embed', { token: other.token })).json().origins).toEqual([SITE]);
    await t.deps.database.db
      .update(providerProfiles)
      .set({ embedOrigins: [] })
      .where(eq(providerProfiles.providerId, other.id));
  });

  it('takes a booking from a framed page, which gets no cookie (CSRF-exempt); signed-out forms still need the token', async () => {
    const serviceId = (await createService(t.deps, julie.id)).id;
    await openEveryDay(t.deps, julie.id);
    const booked = await t.post(
      `/api/public/providers/${julie.id}/bookings`,
      bookingBody(serviceId, localStart(t, 2, '10:00')),
      { csrf: false },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const contact = await t.post(
      '/api/contact',
      { name: 'A', email: 'a@exemple.fr', subject: 'Question', message: 'Bonjour' },
      { csrf: false },
    );
    expect(contact.statusCode).toBe(403);
  });
});
