import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults (README, docs/architecture.md)', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.APP_URL).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.REGISTRATION_COUNTRIES).toEqual(['FR']);
    expect(c.REGISTRATION_ALLOW_UNKNOWN_COUNTRY).toBe(true);
    expect(c.TRUST_PROXY).toEqual({ kind: 'none' });
  });

  it('derives APP_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://rdv.example.fr/' }).APP_URL).toBe('https://rdv.example.fr');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['APP_URL', 'pas-une-url'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'trop-court'],
    ['REGISTRATION_COUNTRIES', 'FRA'],
    ['REGISTRATION_ALLOW_UNKNOWN_COUNTRY', 'peut-être'],
    ['SEED_DEMO', 'oui'],
    ['ADMIN_EMAIL', 'admin'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`- ${name}:`));
  });

  it('requires ADMIN_PASSWORD with ADMIN_EMAIL', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.fr' })).toThrow(/ADMIN_PASSWORD/);
    expect(
      loadConfig({ ADMIN_EMAIL: 'admin@example.fr', ADMIN_PASSWORD: 'motdepasse-solide' }).ADMIN_EMAIL,
    ).toBe('admin@example.fr');
  });

  it('takes both VAPID keys or neither; refuses PUSH_ALLOW_INSECURE in production', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/VAPID/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'priv' })).toThrow(/VAPID/);
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' }).VAPID_PUBLIC_KEY).toBe('BPub');
    expect(loadConfig({}).PUSH_ALLOW_INSECURE).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_INSECURE: 'true' }).PUSH_ALLOW_INSECURE).toBe(true);
    expect(() => loadConfig({ PUSH_ALLOW_INSECURE: 'true', NODE_ENV: 'production' })).toThrow(
      /PUSH_ALLOW_INSECURE/,
    );
  });

  it('sends SMS only with a provider, its key and a sender of 11 letters or digits at most', () => {
    const brevo = { SMS_PROVIDER: 'brevo', SMS_API_KEY: 'xkeysib-1', SMS_SENDER: 'SalonLea' };
    expect(loadConfig({}).SMS_PROVIDER).toBeUndefined();
    expect(loadConfig(brevo)).toMatchObject(brevo);
    expect(() => loadConfig({ SMS_PROVIDER: 'brevo', SMS_SENDER: 'SalonLea' })).toThrow(/SMS_API_KEY/);
    expect(() => loadConfig({ ...brevo, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER: brevo attendu/);
    for (const sender of ['Salon-de-Lea', 'SalonDeLea12', '1Salon'])
      expect(() => loadConfig({ ...brevo, SMS_SENDER: sender })).toThrow(/SMS_SENDER/);
    expect(() => loadConfig({ ...brevo, SMS_API_URL: 'pas une url' })).toThrow(/SMS_API_URL/);
  });

  it('keeps the real clock unless TEST_CLOCK, which production refuses', () => {
    expect(loadConfig({}).TEST_CLOCK).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).TEST_CLOCK).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK: horloge des parcours de test, refusée avec NODE_ENV=production/,
    );
    expect(loadConfig({ TEST_CLOCK: 'false', NODE_ENV: 'production' }).TEST_CLOCK).toBe(false);
  });

  it('keeps the outbound guard on unless OUTBOUND_ALLOW_PRIVATE, which production may set', () => {
    expect(loadConfig({}).OUTBOUND_ALLOW_PRIVATE).toBe(false);
    expect(
      loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true', NODE_ENV: 'production' }).OUTBOUND_ALLOW_PRIVATE,
    ).toBe(true);
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'oui' })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
  });

  it('parses TRUST_PROXY as an address list, a hop count, or true read as one hop', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.0/8', '127.0.0.1', 'loopback'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({
      kind: 'hops',
      hops: 2,
      fromBareTrue: false,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({
      kind: 'hops',
      hops: 1,
      fromBareTrue: true,
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toEqual({ kind: 'none' });
  });

  it.each(['10.0.0.0/33', 'proxy.example.fr', '11'])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/- TRUST_PROXY:/);
    },
  );

  it('parses the country list', () => {
    expect(loadConfig({ REGISTRATION_COUNTRIES: 'fr, be' }).REGISTRATION_COUNTRIES).toEqual(['FR', 'BE']);
  });

  const admin = { ADMIN_EMAIL: 'patron@exemple.fr', ADMIN_PASSWORD: 'motdepasse-solide' };
  const postgres = { DATABASE_URL: 'postgres://creneau@db/creneau' };
  it.each([
    ['an embedded database on a developer machine', true, {}],
    ['ADMIN_EMAIL set', false, admin],
    ['NODE_ENV=production', false, { NODE_ENV: 'production' }],
    ['NODE_ENV=development', true, { NODE_ENV: 'development' }],
    ['PostgreSQL', false, postgres],
    ['SEED_DEMO=false', false, { SEED_DEMO: 'false' }],
    ['SEED_DEMO=true and NODE_ENV=production', true, { SEED_DEMO: 'true', NODE_ENV: 'production' }],
    ['SEED_DEMO=true and ADMIN_EMAIL', true, { SEED_DEMO: 'true', ...admin }],
    ['SEED_DEMO=true on PostgreSQL', true, { SEED_DEMO: 'true', ...postgres }],
    ['an empty SEED_DEMO and NODE_ENV=production', false, { SEED_DEMO: '', NODE_ENV: 'production' }],
  ])('demo accounts on an empty database with %s: %s', (_, expected, env) => {
    expect(loadConfig(env).SEED_DEMO).toBe(expected);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).SMTP_URL).toBeUndefined();
  });

  it('logs e-mail bodies only with LOG_EMAIL_BODIES=true, whatever NODE_ENV', () => {
    expect(loadConfig({}).LOG_EMAIL_BODIES).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).LOG_EMAIL_BODIES).toBe(false);
    expect(loadConfig({ LOG_EMAIL_BODIES: 'true' }).LOG_EMAIL_BODIES).toBe(true);
    expect(loadConfig({ LOG_EMAIL_BODIES: 'true', NODE_ENV: 'production' }).LOG_EMAIL_BODIES).toBe(true);
    expect(() => loadConfig({ LOG_EMAIL_BODIES: 'oui' })).toThrow(/- LOG_EMAIL_BODIES:/);
  });

  it('has the server log e-mail bodies on the demo database only, unless LOG_EMAIL_BODIES says', () => {
    const admin = { ADMIN_EMAIL: 'admin@example.fr', ADMIN_PASSWORD: 'motdepasse-solide' };
    // npm start on a fresh clone: embedded database with the demo accounts.
    expect(loadServerConfig({}).LOG_EMAIL_BODIES).toBe(true);
    expect(loadServerConfig({ NODE_ENV: 'development' }).LOG_EMAIL_BODIES).toBe(true);
    expect(loadServerConfig({ LOG_EMAIL_BODIES: 'false' }).LOG_EMAIL_BODIES).toBe(false);
    // A plain VM: NODE_ENV unset, but a PostgreSQL database or a real administrator.
    expect(loadServerConfig({ DATABASE_URL: 'postgres://localhost/creneau' }).LOG_EMAIL_BODIES).toBe(false);
    expect(loadServerConfig(admin).LOG_EMAIL_BODIES).toBe(false);
    expect(loadServerConfig({ NODE_ENV: 'production' }).LOG_EMAIL_BODIES).toBe(false);
    expect(loadServerConfig({ SEED_DEMO: 'false' }).LOG_EMAIL_BODIES).toBe(false);
    expect(loadServerConfig({ ...admin, LOG_EMAIL_BODIES: 'true' }).LOG_EMAIL_BODIES).toBe(true);
  });
});
