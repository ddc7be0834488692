import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from '../../../shared/schemas/api-keys';

/** A new secret: `crn_live_` then 32 random bytes in base64url (43 characters). */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored to find a key: the SHA-256 of the whole secret, in hex. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** What the list shows to recognise a key: its first characters. */
export function shownPrefixOf(secret: string): string {
  return secret.slice(0, API_KEY_SHOWN_LENGTH);
}

/** Whether a bearer token looks like one of our keys (a session token never does). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}
