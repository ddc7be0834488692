import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_COLOR_MESSAGES } from '../../../shared/schemas/brand-color';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

describe('the booking page’s brand colour (issue 37)', () => {
  let t: TestApp;
  let julie: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.deps, { name: 'Julie Moreau' });
    julie = { id: user.id, token: await t.login(user.email, user.password) };
  });
  afterAll(() => t.close());

  const save = (brandColor: unknown) =>
    t.put('/api/provider/brand-color', { brandColor }, { token: julie.token });
  const publicColor = async () =>
    (await t.get(`/api/public/providers/${julie.id}`)).json<{ provider: { brandColor: string | null } }>()
      .provider.brandColor;

  it('saves a dark enough colour, shows it on the public page, and goes back to Créneau’s with null', async () => {
    expect(await publicColor()).toBeNull();
    const saved = await save('#0F766E');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, brandColor: '#0f766e' });
    expect((await t.get('/api/provider/brand-color', { token: julie.token })).json().brandColor).toBe(
      '#0f766e',
    );
    expect(await publicColor()).toBe('#0f766e');
    expect((await save(null)).json().brandColor).toBeNull();
    expect(await publicColor()).toBeNull();
  });

  it('refuses a colour too light for white text, or not #rrggbb, with a French 400 naming the field', async () => {
    await save('#0f766e');
    for (const [value, message] of [
      ['#777777', BRAND_COLOR_MESSAGES.contrast],
      ['#ffff00', BRAND_COLOR_MESSAGES.contrast],
      ['rouge', BRAND_COLOR_MESSAGES.format],
      ['#fff', BRAND_COLOR_MESSAGES.format],
    ] as const) {
      const refused = await save(value);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json(), value).toMatchObject({ field: 'brandColor', message });
    }
    expect(await publicColor()).toBe('#0f766e');
    expect((await t.put('/api/provider/brand-color', { brandColor: '#0f766e' })).statusCode).toBe(401);
  });
});
