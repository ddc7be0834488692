import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { TConfig } from '../config';
import { isForbiddenAddress } from './forbidden-address';
import { OUTBOUND_MESSAGES, OutboundError } from './outbound-error';

/**
 * Who chose where a call goes (ADR 0049). 'user-url': a person typed it or a browser gave it (a
 * push endpoint, a CalDAV server, a webhook) — it must reach public addresses only. 'service': the
 * operator configured it (Stripe's API) — it may be private, and is bounded like the others.
 */
export type TOutboundDestination = 'user-url' | 'service';

export type TGuardConfig = Pick<TConfig, 'OUTBOUND_ALLOW_PRIVATE'>;

/** Whether a call to this destination may only reach public addresses. */
export function isGuarded(config: TGuardConfig, destination: TOutboundDestination): boolean {
  return destination === 'user-url' && !config.OUTBOUND_ALLOW_PRIVATE;
}

/** The host of a URL as an address or a name: `[::1]` → `::1`. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

const refused = (message: string) => new OutboundError('refused', message);

/** What is checked before any connection: http(s), no credentials in the URL, no forbidden literal address. */
export function parseOutboundUrl(raw: string | URL, guarded: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused(OUTBOUND_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(OUTBOUND_MESSAGES.invalidUrl);
  if (url.username || url.password) throw refused(OUTBOUND_MESSAGES.invalidUrl);
  const host = hostOf(url);
  if (guarded && isIP(host) && isForbiddenAddress(host)) throw refused(OUTBOUND_MESSAGES.forbidden);
  return url;
}

export type TResolve = (hostname: string, options: { all: true }) => Promise<LookupAddress[]>;

const systemResolve: TResolve = (hostname, options) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, options, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * The check a route makes when it saves a URL a user typed: the URL itself, then every address
 * its name resolves to (a name that does not resolve is refused too). Unless
 * OUTBOUND_ALLOW_PRIVATE, throws OutboundError('refused') with a French message for the form.
 */
export async function checkOutboundUrl(
  config: TGuardConfig,
  raw: string,
  resolve: TResolve = systemResolve,
): Promise<URL> {
  const guarded = isGuarded(config, 'user-url');
  const url = parseOutboundUrl(raw, guarded);
  const host = hostOf(url);
  if (!guarded || isIP(host)) return url;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host, { all: true });
  } catch {
    throw refused(OUTBOUND_MESSAGES.unresolved);
  }
  if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
    throw refused(OUTBOUND_MESSAGES.forbidden);
  }
  return url;
}

/**
 * The socket's own DNS lookup for a guarded call: resolves like the system does, then refuses a
 * forbidden address before connecting, so a name that changed its answer since it was checked
 * (DNS rebinding) cannot reach a private address.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
      return callback(refused(OUTBOUND_MESSAGES.forbidden), '', 4);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

/** The start-up warning while the guard is off, for the server's and the worker's log. */
export function outboundWarning(config: TGuardConfig): string | undefined {
  if (!config.OUTBOUND_ALLOW_PRIVATE) return undefined;
  return (
    'OUTBOUND_ALLOW_PRIVATE=true : les adresses saisies par les utilisateurs (notifications push, ' +
    'calendriers…) peuvent mener aux adresses privées et locales de ce réseau (protection SSRF levée)'
  );
}
