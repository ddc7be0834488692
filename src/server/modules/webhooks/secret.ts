import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { getOrCreateSecret } from '../../db/secrets';
import { seal, unseal } from '../caldav/api';

const KEY_NAME = 'webhook-secret-key';
/** After a roll, the previous secret still signs this long (Standard Webhooks allows several signatures). */
export const PREVIOUS_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A new signing secret: `whsec_` + base64 of 24 random bytes, shown once to the provider. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

async function keyOf(db: Db | TDbExecutor): Promise<Buffer> {
  const value = await getOrCreateSecret(db as Db, KEY_NAME, () => randomBytes(32).toString('base64'));
  return Buffer.from(value, 'base64');
}

export async function sealWebhookSecret(db: Db | TDbExecutor, secret: string): Promise<string> {
  return seal(await keyOf(db), secret);
}

export async function openWebhookSecret(db: Db | TDbExecutor, sealed: string): Promise<string> {
  return unseal(await keyOf(db), sealed);
}

export type TSealedSecrets = {
  secretEncrypted: string;
  previousSecretEncrypted: string | null;
  previousSecretExpiresAt: Date | null;
};

/** The secrets that sign now: the current one, and the previous one during its 24-hour overlap. */
export async function signingSecrets(
  db: Db | TDbExecutor,
  row: TSealedSecrets,
  now: Date,
): Promise<string[]> {
  const secrets = [await openWebhookSecret(db, row.secretEncrypted)];
  if (row.previousSecretEncrypted && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) {
    secrets.push(await openWebhookSecret(db, row.previousSecretEncrypted));
  }
  return secrets;
}
