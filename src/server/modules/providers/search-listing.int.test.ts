import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider } from '../../../test/booking-factories';
import { providerProfiles, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sitemapLocs = async () =>
  [...(await t.get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the booking page in the sitemap, when its owner asks (issue 17)', () => {
  it('is off by default; on, the page is listed by its readable address; a suspended account is not', async () => {
    const lea = await createProvider(t);
    const other = await createProvider(t, { displayName: 'Cabinet Noé' });
    await t.deps.database.db
      .update(providerProfiles)
      .set({ slug: 'salon-lea' })
      .where(eq(providerProfiles.providerId, lea.id));
    const appUrl = t.deps.config.APP_URL;

    const initial = await t.get('/api/provider/search-listing', { token: lea.token });
    expect(initial.json()).toEqual({ success: true, listed: false });
    expect(await sitemapLocs()).not.toContain(`${appUrl}/booking/salon-lea`);

    const on = await t.put('/api/provider/search-listing', { listed: true }, { token: lea.token });
    expect(on.json()).toEqual({ success: true, listed: true });
    await t.put('/api/provider/search-listing', { listed: true }, { token: other.token });
    let locs = await sitemapLocs();
    expect(locs).toContain(`${appUrl}/booking/salon-lea`);
    expect(locs).toContain(`${appUrl}/booking/${other.id}`);

    await t.deps.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, other.id));
    locs = await sitemapLocs();
    expect(locs).not.toContain(`${appUrl}/booking/${other.id}`);

    const off = await t.put('/api/provider/search-listing', { listed: false }, { token: lea.token });
    expect(off.json()).toEqual({ success: true, listed: false });
    expect(await sitemapLocs()).not.toContain(`${appUrl}/booking/salon-lea`);
  });

  it('refuses anything but true or false, naming the field', async () => {
    const lea = await createProvider(t);
    const bad = await t.put('/api/provider/search-listing', { listed: 'oui' }, { token: lea.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('listed');
    expect((await t.get('/api/provider/search-listing', { token: lea.token })).json().listed).toBe(false);
  });
});
