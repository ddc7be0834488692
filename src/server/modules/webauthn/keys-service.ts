import type { TSecurityKey } from '../../../shared/schemas/webauthn';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TUserRow } from '../auth/api';
import { queueKeyNotice } from './notices';
import { deleteKey, listKeysOf, renameKey, type TKeyRow } from './queries';

export const KEY_MESSAGES = {
  notFound: 'Clé de sécurité introuvable',
  renamed: 'La clé de sécurité a été renommée.',
  deleted: 'La clé de sécurité a été supprimée.',
} as const;

export function toSecurityKey(row: TKeyRow): TSecurityKey {
  return {
    id: row.id,
    name: row.name,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listKeys(deps: AppDeps, userId: string): Promise<TSecurityKey[]> {
  return (await listKeysOf(deps.database.db, userId)).map(toSecurityKey);
}

export async function renameOwnKey(
  deps: AppDeps,
  userId: string,
  id: string,
  name: string,
): Promise<TSecurityKey> {
  const row = await renameKey(deps.database.db, userId, id, name);
  if (!row) throw new AppError('NOT_FOUND', KEY_MESSAGES.notFound);
  return toSecurityKey(row);
}

/** Deletes one of the user's keys (the last one too: the password still works) and tells them by e-mail. */
export async function deleteOwnKey(deps: AppDeps, user: TUserRow, id: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const name = await deleteKey(tx, user.id, id);
    if (name === undefined) throw new AppError('NOT_FOUND', KEY_MESSAGES.notFound);
    await queueKeyNotice(tx, deps.jobs, {
      event: 'removed',
      user,
      keyName: name,
      appUrl: deps.config.APP_URL,
      now,
    });
  });
}
