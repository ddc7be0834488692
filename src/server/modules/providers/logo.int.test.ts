import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '../../../shared/schemas/provider-logo';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';

/** 600 × 400: a red band on the left, blue in the middle, green on the right (100 px each side). */
async function bandedPng(): Promise<Buffer> {
  const band = (r: number, g: number, b: number) => ({
    create: { width: 100, height: 400, channels: 3 as const, background: { r, g, b } },
  });
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([
      { input: band(255, 0, 0), left: 0, top: 0 },
      { input: band(0, 255, 0), left: 500, top: 0 },
    ])
    .png()
    .toBuffer();
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('the booking page’s photo or logo', () => {
  let t: TestApp;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  const upload = (token: string | undefined, body: Buffer, type = 'image/png') =>
    t.put('/api/provider/logo', body, { token, headers: { 'content-type': type } });
  const payloadOf = async (idOrSlug: string) =>
    (await t.get(`/api/public/providers/${idOrSlug}`)).json<{ provider: { logoUrl: string | null } }>()
      .provider.logoUrl;

  beforeAll(async () => {
    t = await createTestApp();
    const signUp = async (nom: string) => {
      const user = await createUser(t.deps, { nom });
      return { id: user.id, token: await t.login(user.email, user.password) };
    };
    alice = await signUp('Cabinet Alice');
    bob = await signUp('Atelier Bob');
  });
  afterAll(() => t.close());

  it('keeps an upload as a square WebP of 256 px cut on its centre, served with its version', async () => {
    expect(await payloadOf(alice.id)).toBeNull();
    const response = await upload(alice.token, await bandedPng());
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = response.json<{ success: true; logoUrl: string }>();
    expect(logoUrl).toMatch(new RegExp(`^/api/public/providers/${alice.id}/logo\\?v=\\d+$`));
    expect(await payloadOf(alice.id)).toBe(logoUrl);
    expect((await t.get('/api/provider/logo', { token: alice.token })).json()).toEqual({
      success: true,
      logoUrl,
    });

    const served = await t.get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = sharp(served.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // The red and green bands were outside the centred square: the corners are blue.
    const { data } = await image.raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].map((v) => Math.round(v / 32))).toEqual([0, 0, 8]);

    const unversioned = await t.get(`/api/public/providers/${alice.id}/logo`);
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');
    const etag = String(unversioned.headers.etag);
    const revalidated = await t.get(`/api/public/providers/${alice.id}/logo`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('replaces it under a new address and serves it by the readable address too', async () => {
    const before = await payloadOf(alice.id);
    t.clock.advance(1000);
    const small = await sharp({
      create: { width: 40, height: 90, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .toBuffer();
    const replaced = await upload(alice.token, small, 'image/jpeg');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<{ logoUrl: string }>().logoUrl;
    expect(after).not.toBe(before);
    expect(await payloadOf(alice.id)).toBe(after);
    // Never enlarged: a 40 × 90 photo becomes a 40 px square.
    expect(await sharp((await t.get(after)).rawPayload).metadata()).toMatchObject({ width: 40, height: 40 });

    expect(
      (await t.put('/api/provider/slug', { slug: 'cabinet-alice' }, { token: alice.token })).statusCode,
    ).toBe(200);
    expect((await t.get('/api/public/providers/cabinet-alice/logo')).statusCode).toBe(200);
  });

  it('refuses what is not a JPEG, PNG or WebP, a damaged image and one over 2 MB, naming the field', async () => {
    const gif = await upload(alice.token, GIF, 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ field: 'logo', message: LOGO_MESSAGES.type });
    const disguised = await upload(alice.token, GIF, 'image/png');
    expect(disguised.json()).toMatchObject({ field: 'logo', message: LOGO_MESSAGES.type });

    const png = await bandedPng();
    const damaged = await upload(alice.token, Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toMatchObject({ field: 'logo', message: LOGO_MESSAGES.unreadable });

    const big = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await upload(alice.token, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ field: 'logo', message: LOGO_MESSAGES.size });
    // Alice's logo is still the one she chose.
    expect((await t.get(`/api/public/providers/${alice.id}/logo`)).statusCode).toBe(200);
  });

  it('is the provider’s own: another removes only theirs, a guest gets 401', async () => {
    expect((await upload(bob.token, await bandedPng())).statusCode).toBe(200);
    const removed = await t.delete('/api/provider/logo', { token: bob.token });
    expect(removed.json()).toEqual({ success: true, logoUrl: null });
    expect(await payloadOf(bob.id)).toBeNull();
    expect((await t.get(`/api/public/providers/${bob.id}/logo`)).json()).toMatchObject({
      message: LOGO_MESSAGES.notFound,
    });
    expect(await payloadOf(alice.id)).not.toBeNull();

    expect((await upload(undefined, await bandedPng())).statusCode).toBe(401);
    expect((await t.delete('/api/provider/logo')).statusCode).toBe(401);
    expect((await t.get('/api/provider/logo')).statusCode).toBe(401);
  });

  it('goes into the provider’s export and away with the account', async () => {
    const exported = unzipSync(
      new Uint8Array((await t.get('/api/gdpr/export', { token: alice.token })).rawPayload),
    );
    expect(await sharp(Buffer.from(exported['logo.webp'] ?? [])).metadata()).toMatchObject({
      format: 'webp',
    });
    const none = unzipSync(
      new Uint8Array((await t.get('/api/gdpr/export', { token: bob.token })).rawPayload),
    );
    expect(Object.keys(none)).not.toContain('logo.webp');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.get(`/api/public/providers/${alice.id}/logo`)).statusCode).toBe(404);
  });
});
