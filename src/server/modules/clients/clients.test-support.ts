import { createHash } from 'node:crypto';

/**
 * The key the API gives a provider's client (ADR 0039), written out independently of the code:
 * the first 32 hexadecimal characters of SHA-256("{providerId}:{grouping}").
 */
export function keyOf(providerId: string, grouping: string): string {
  return createHash('sha256').update(`${providerId}:${grouping}`).digest('hex').slice(0, 32);
}
