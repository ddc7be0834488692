import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

/** Images of the blog: type read from the bytes, 5 Mo at most, resized to WebP, served for a year. */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.deps, { role: 'admin' });
  adminToken = await t.login(admin.email, admin.password);
});
afterAll(() => t.close());

const upload = (body: Buffer, type = 'image/png', token = adminToken) =>
  t.post('/api/admin/blog/uploads', body, { token, headers: { 'content-type': type } });

describe('blog uploads', () => {
  it('resizes a PNG to a WebP 1600 px wide and serves it with a long cache', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.statusCode, response.body).toBe(201);
    const { image } = response.json();
    expect(image).toMatchObject({ width: 1600, height: 800, url: `/api/blog/images/${image.id}` });
    const served = await t.get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a text file named like an image (400) and a file over 5 Mo (413)', async () => {
    const text = await upload(Buffer.from('pas une image du tout'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ field: 'image' });
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('5 Mo');
  });

  it('refuses non-administrators', async () => {
    const client = await createUser(t.deps);
    const token = await t.login(client.email, client.password);
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'image/png', token)).statusCode).toBe(403);
    expect((await t.get('/api/blog/images/pas-un-id')).statusCode).toBe(404);
  });
});
