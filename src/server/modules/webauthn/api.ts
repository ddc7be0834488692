import type { TSecurityKey } from '../../../shared/schemas/webauthn';
import type { TDbExecutor } from '../../db/executor';
import { toSecurityKey } from './keys-service';
import { listKeysOf } from './queries';

export { deleteKeysOf } from './queries';

/** A passkey as the GDPR export gives it: what the Security screen shows, and the key as kept. */
export type TExportedKey = TSecurityKey & { transports: string[]; publicKey: string };

/** The account's passkeys and security keys, oldest first (art. 15 and 20). */
export async function exportKeysOf(db: TDbExecutor, userId: string): Promise<TExportedKey[]> {
  return (await listKeysOf(db, userId)).map((row) => ({
    ...toSecurityKey(row),
    transports: row.transports,
    publicKey: row.publicKey.toString('base64url'),
  }));
}
