import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { loadConfig, type TConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { fastifyTrustProxy } from '../../http/client-ip';
import { registerErrorHandler } from '../../http/error-handler';
import { assertRegistrationCountry, isLocalAddress, lookupCountry } from './country';
import { geoRoutes } from './routes';

const FRENCH_IP = '90.0.0.1'; // Orange France
const US_IP = '8.8.8.8'; // Google Public DNS
const DOC_IP = '203.0.113.7'; // TEST-NET-3: public syntax, listed nowhere

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The geo routes plus a probe of the registration rule, with Fastify's trustProxy set as app.ts does. */
async function startApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config: TConfig = loadConfig(env);
  app = Fastify({ trustProxy: fastifyTrustProxy(config.TRUST_PROXY) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(geoRoutes({ config } as AppDeps));
  app.get('/probe/register', async (request) => {
    await assertRegistrationCountry(request, config, config.REGISTRATION_COUNTRIES);
    return { ok: true };
  });
  return app;
}

async function countryOf(
  instance: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await instance.inject({ method: 'GET', url: '/api/geoip', remoteAddress, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const body = res.json() as { success: boolean; country: string };
  expect(body.success).toBe(true);
  return body.country;
}

describe('isLocalAddress', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '10.20.30.40',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.1.1',
    '100.64.0.1',
    '100.127.255.254',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:192.168.0.1',
    '::ffff:127.0.0.1',
    '::',
    'pas une adresse',
  ])('%s is local', (ip) => {
    expect(isLocalAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '90.0.0.1', '172.32.0.1', '100.128.0.1', '2a01:cb00::1', '::ffff:8.8.8.8'])(
    '%s is public',
    (ip) => {
      expect(isLocalAddress(ip)).toBe(false);
    },
  );
});

describe('lookupCountry (DB-IP offline database)', () => {
  it('places well-known public addresses', async () => {
    expect(await lookupCountry(FRENCH_IP)).toBe('FR');
    expect(await lookupCountry(US_IP)).toBe('US');
    expect(await lookupCountry('2a01:cb00::1')).toBe('FR');
  });

  it('looks up the IPv4 address inside an IPv4-mapped IPv6 form', async () => {
    expect(await lookupCountry(`::ffff:${FRENCH_IP}`)).toBe('FR');
  });

  it('answers null for local and unlisted addresses', async () => {
    expect(await lookupCountry('192.168.1.1')).toBeNull();
    expect(await lookupCountry('::1')).toBeNull();
    expect(await lookupCountry(DOC_IP)).toBeNull();
  });
});

describe('GET /api/geoip', () => {
  it('looks the peer up and ignores CF-IPCountry without TRUST_PROXY', async () => {
    const instance = await startApp();
    expect(await countryOf(instance, FRENCH_IP)).toBe('FR');
    expect(await countryOf(instance, FRENCH_IP, { 'cf-ipcountry': 'US' })).toBe('FR');
    expect(await countryOf(instance, '127.0.0.1', { 'cf-ipcountry': 'US' })).toBe('unknown');
  });

  it('trusts CF-IPCountry only from a peer covered by TRUST_PROXY', async () => {
    const instance = await startApp({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    expect(await countryOf(instance, '10.1.2.3', { 'cf-ipcountry': 'de' })).toBe('DE');
    expect(await countryOf(instance, '192.0.2.1', { 'cf-ipcountry': 'BE' })).toBe('BE');
    expect(await countryOf(instance, FRENCH_IP, { 'cf-ipcountry': 'DE' })).toBe('FR');
  });

  it('accepts proxy-addr keywords such as loopback', async () => {
    const instance = await startApp({ TRUST_PROXY: 'loopback' });
    expect(await countryOf(instance, '127.0.0.1', { 'cf-ipcountry': 'IT' })).toBe('IT');
    expect(await countryOf(instance, DOC_IP, { 'cf-ipcountry': 'IT' })).toBe('unknown');
  });

  it('falls back to the forwarded address when the proxy says XX or T1', async () => {
    const instance = await startApp({ TRUST_PROXY: DOC_IP });
    const forwarded = { 'x-forwarded-for': US_IP };
    expect(await countryOf(instance, DOC_IP, { ...forwarded, 'cf-ipcountry': 'XX' })).toBe('US');
    expect(await countryOf(instance, DOC_IP, { ...forwarded, 'cf-ipcountry': 'T1' })).toBe('US');
    expect(await countryOf(instance, DOC_IP, { ...forwarded, 'cf-ipcountry': 'ES' })).toBe('ES');
  });

  it.each(['1', 'true'])(
    'with TRUST_PROXY=%s, places the forwarded address but never believes CF-IPCountry: no peer is known to be the proxy',
    async (value) => {
      const instance = await startApp({ TRUST_PROXY: value });
      const headers = { 'cf-ipcountry': 'DE', 'x-forwarded-for': `${FRENCH_IP}, ${US_IP}` };
      expect(await countryOf(instance, DOC_IP, headers)).toBe('US');
    },
  );

  it('says whether sign-up accepts an unknown location, as REGISTRATION_ALLOW_UNKNOWN_COUNTRY does', async () => {
    const allowed = await startApp();
    const open = await allowed.inject({ url: '/api/geoip', remoteAddress: '127.0.0.1' });
    expect(open.json()).toEqual({ success: true, country: 'unknown', unknownAllowed: true });
    await allowed.close();
    const strict = await startApp({ REGISTRATION_ALLOW_UNKNOWN_COUNTRY: 'false' });
    const closed = await strict.inject({ url: '/api/geoip', remoteAddress: '127.0.0.1' });
    expect(closed.json()).toEqual({ success: true, country: 'unknown', unknownAllowed: false });
  });
});

describe('assertRegistrationCountry', () => {
  it('lets a visitor from an allowed country through', async () => {
    const instance = await startApp();
    const res = await instance.inject({ url: '/probe/register', remoteAddress: FRENCH_IP });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a known country outside REGISTRATION_COUNTRIES with the SPEC message', async () => {
    const instance = await startApp();
    const res = await instance.inject({ url: '/probe/register', remoteAddress: US_IP });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: M.register.countryRefused,
      country: 'US',
    });
  });

  it('follows the configured country list', async () => {
    const instance = await startApp({ REGISTRATION_COUNTRIES: 'FR,US' });
    const res = await instance.inject({ url: '/probe/register', remoteAddress: US_IP });
    expect(res.statusCode).toBe(200);
  });

  it('lets an unknown location through by default', async () => {
    const instance = await startApp();
    const res = await instance.inject({ url: '/probe/register', remoteAddress: '192.168.1.5' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown location when REGISTRATION_ALLOW_UNKNOWN_COUNTRY is false', async () => {
    const instance = await startApp({ REGISTRATION_ALLOW_UNKNOWN_COUNTRY: 'false' });
    const res = await instance.inject({ url: '/probe/register', remoteAddress: '192.168.1.5' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: M.register.locationUnknown });
  });
});
