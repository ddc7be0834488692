import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * The server POSTs to an address a browser gave it (SSRF, ADR 0035): only https on port 443, to a
 * host that resolves to public addresses only. Checked when the subscription is saved and again
 * at every send, through the socket's own DNS lookup, so a name that later resolves to a private
 * address (DNS rebinding) is refused at connection time.
 */
export const ENDPOINT_REFUSED = 'Adresse de notification refusée : une adresse https publique est attendue.';

export class PushEndpointRefused extends Error {}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // « this network », unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of an IPv4 address: checked through its IPv4 below too
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address carried by an IPv4-mapped or NAT64 IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1). */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] ?? '0', 16);
  const low = Number.parseInt(hex[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for loopback, private, link-local, unique-local, multicast, unspecified and reserved addresses. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** Checks the address itself (scheme, credentials, port, literal IP); the DNS check comes at connection time. */
export function checkEndpointUrl(endpoint: string, allowInsecure: boolean): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused(ENDPOINT_REFUSED);
  }
  if (allowInsecure && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  if (url.protocol !== 'https:' || url.username || url.password)
    throw new PushEndpointRefused(ENDPOINT_REFUSED);
  if (url.port !== '' && url.port !== '443') throw new PushEndpointRefused(ENDPOINT_REFUSED);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isForbiddenAddress(host)) throw new PushEndpointRefused(ENDPOINT_REFUSED);
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    throw new PushEndpointRefused(ENDPOINT_REFUSED);
  }
  return url;
}

type TLookup = (hostname: string, options: { all: true }) => Promise<LookupAddress[]>;

const systemLookup: TLookup = (hostname, options) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, options, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** Checks the URL and that every address its host resolves to is public. */
export async function checkEndpoint(
  endpoint: string,
  allowInsecure: boolean,
  lookup: TLookup = systemLookup,
): Promise<void> {
  const url = checkEndpointUrl(endpoint, allowInsecure);
  if (allowInsecure) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return;
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new PushEndpointRefused(ENDPOINT_REFUSED);
  }
  if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
    throw new PushEndpointRefused(ENDPOINT_REFUSED);
  }
}

/**
 * A `lookup` for the https agent that sends pushes: resolves like the system does, then refuses a
 * forbidden address, so the connection can only go where the check said.
 */
export function guardedLookup(
  hostname: string,
  options: object,
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad || addresses.length === 0) {
      return callback(
        Object.assign(new PushEndpointRefused(ENDPOINT_REFUSED), { code: 'EPUSHREFUSED' }),
        '',
        4,
      );
    }
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}
