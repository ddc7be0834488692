import { describe, expect, it } from 'vitest';
import { ConfigError, isDevelopment, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the DESIGN.md defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.APP_URL).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.REGISTRATION_COUNTRIES).toEqual(['FR']);
    expect(c.REGISTRATION_ALLOW_UNKNOWN_COUNTRY).toBe(true);
    expect(c.TRUST_PROXY).toBeUndefined();
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

  it('parses TRUST_PROXY as boolean, hop count or address list, and the country list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ REGISTRATION_COUNTRIES: 'fr, be' }).REGISTRATION_COUNTRIES).toEqual(['FR', 'BE']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).SMTP_URL).toBeUndefined();
  });

  it('is in development only when NODE_ENV is unset or development', () => {
    expect(isDevelopment(loadConfig({}))).toBe(true);
    expect(isDevelopment(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(isDevelopment(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(isDevelopment(loadConfig({ NODE_ENV: 'staging' }))).toBe(false);
  });
});
