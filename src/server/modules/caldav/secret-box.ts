import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { getOrCreateSecret } from '../../db/secrets';

const KEY_NAME = 'caldav-password-key';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The key of each database, read from `app_secrets` once. */
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key of the app passwords, in `app_secrets` like the other server keys: every node sharing
 * the database decrypts with it.
 */
export function passwordKey(db: Db): Promise<Buffer> {
  // Read once per database: a key, once created, never changes, and every sync opens a password.
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, KEY_NAME, () => randomBytes(32).toString('base64')).then((value) =>
      Buffer.from(value, 'base64'),
    );
    // A failed read (database down) is not kept: the next call reads again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** AES-256-GCM with a fresh IV: base64url of iv ‖ tag ‖ ciphertext (the column's format). */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The text back; throws when it was altered or sealed with another key (GCM's tag). */
export function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed CalDAV password too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const body = raw.subarray(IV_BYTES + TAG_BYTES);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export async function encryptPassword(db: Db, password: string): Promise<string> {
  return seal(await passwordKey(db), password);
}

export async function decryptPassword(db: Db, sealed: string): Promise<string> {
  return unseal(await passwordKey(db), sealed);
}
