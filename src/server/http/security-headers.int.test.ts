import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers over plain HTTP (APP_URL http://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  it('sends no HSTS: a browser would pin HTTPS on a host that does not serve it', async () => {
    const response = await t.get('/api/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('has one frame policy: CSP frame-ancestors none and a matching X-Frame-Options DENY', async () => {
    const response = await t.get('/api/health');
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("limits connect-src to the app's own origin (same-origin ws/wss included by CSP3 'self')", async () => {
    const response = await t.get('/api/health');
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it('takes fonts from our origin only: the UI font is self-hosted, never fetched from a font CDN', async () => {
    const response = await t.get('/api/health');
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('font-src')).toBe("'self' data:");
  });

  it('denies powerful browser features with a Permissions-Policy, keeping passkeys for our origin', async () => {
    const response = await t.get('/api/health');
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth']) {
      expect(policy).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
    }
    expect(policy).toContain('publickey-credentials-get=(self)');
    expect(policy).toContain('publickey-credentials-create=(self)');
  });

  it('sends the same headers on an error answer', async () => {
    const response = await t.get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('security headers when APP_URL is https://…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://rdv.example.fr' } });
  });
  afterAll(() => t.close());

  it('sends HSTS for a year', async () => {
    const response = await t.get('/api/health');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
