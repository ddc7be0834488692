import proxyAddr from '@fastify/proxy-addr';
import type { TTrustProxy } from '../config';

/** proxy-addr's question: believe the address `hop` steps away from the socket (0 = the peer)? */
export type TTrustFn = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy`, from which `request.ip` follows. An address list believes
 * X-Forwarded-For entries while they come from listed proxies; a hop count believes exactly that
 * many proxies, so `request.ip` is the address the farthest of them appended — entries a client
 * wrote before it are ignored. (Fastify itself ignores a bare number, so it gets a function.)
 */
export function fastifyTrustProxy(trust: TTrustProxy): false | TTrustFn {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops': {
      const { hops } = trust;
      return (_address, hop) => hop < hops;
    }
    case 'addresses':
      return proxyAddr.compile(trust.addresses);
  }
}

const peerChecks = new WeakMap<TTrustProxy, TTrustFn>();

/**
 * Whether the TCP peer is one of the configured proxies, so that headers only a proxy should set
 * (CF-IPCountry) can be believed. Only an address list names the proxies: with a hop count the
 * peer could as well be a client that reached the app directly.
 */
export function isTrustedProxyPeer(trust: TTrustProxy, peer: string | undefined): boolean {
  if (trust.kind !== 'addresses' || !peer) return false;
  let check = peerChecks.get(trust);
  if (!check) {
    check = proxyAddr.compile(trust.addresses);
    peerChecks.set(trust, check);
  }
  return check(peer, 0);
}

/** The start-up warning for a set-up that only holds if nobody can reach the app but the proxy. */
export function trustProxyWarning(trust: TTrustProxy): string | undefined {
  if (trust.kind !== 'hops') return undefined;
  const how = trust.fromBareTrue
    ? 'TRUST_PROXY=true est lu comme « un seul proxy » : l’adresse du client est la dernière ajoutée à X-Forwarded-For.'
    : `TRUST_PROXY=${trust.hops} : l’adresse du client est lue ${trust.hops} saut(s) avant le serveur dans X-Forwarded-For.`;
  return (
    `ATTENTION — ${how} Un client qui joint l’application sans passer par le proxy choisit son adresse ` +
    '(limites par IP, preuve de signature du DPA). Indiquez plutôt les adresses des proxys : ' +
    'TRUST_PROXY=10.0.0.5 ou TRUST_PROXY=10.0.0.0/8,127.0.0.1 (voir README, Configuration).'
  );
}
