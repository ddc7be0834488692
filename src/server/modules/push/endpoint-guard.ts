import type { TConfig } from '../../config';
import { checkOutboundUrl, type TResolve } from '../../outbound/guard';
import { OutboundError } from '../../outbound/outbound-error';

/**
 * The server POSTs to an address a browser gave it (ADR 0035, 0049). Push's own rule: https on
 * port 443, no credentials; with PUSH_ALLOW_INSECURE, http on any port too. Which addresses it
 * may reach is the outbound gateway's rule, checked here at subscription and again at every
 * connection.
 */
export const ENDPOINT_REFUSED = 'Adresse de notification refusée : une adresse https publique est attendue.';

export class PushEndpointRefused extends Error {}

/** Push's rule on the URL alone (no DNS). */
export function checkEndpointUrl(endpoint: string, allowInsecure: boolean): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused(ENDPOINT_REFUSED);
  }
  if (url.username || url.password) throw new PushEndpointRefused(ENDPOINT_REFUSED);
  if (allowInsecure && url.protocol === 'http:') return url;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) {
    throw new PushEndpointRefused(ENDPOINT_REFUSED);
  }
  return url;
}

/** At subscription: push's rule, then the gateway's check of every address the name resolves to. */
export async function checkEndpoint(
  config: Pick<TConfig, 'PUSH_ALLOW_INSECURE' | 'OUTBOUND_ALLOW_PRIVATE'>,
  endpoint: string,
  resolve?: TResolve,
): Promise<void> {
  checkEndpointUrl(endpoint, config.PUSH_ALLOW_INSECURE);
  try {
    await checkOutboundUrl(config, endpoint, resolve);
  } catch (err) {
    if (err instanceof OutboundError) throw new PushEndpointRefused(ENDPOINT_REFUSED);
    throw err;
  }
}
