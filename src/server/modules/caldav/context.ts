import type { AppDeps } from '../../deps';
import type { TCaldavContext } from './protocol/client';
import type { TConnectionRow } from './queries';
import { decryptPassword } from './secret-box';

/** The protocol client's context of a stored connection: its password opened for this call only. */
export async function contextOf(deps: AppDeps, connection: TConnectionRow): Promise<TCaldavContext> {
  const password = await decryptPassword(deps.database.db, connection.passwordEncrypted);
  return {
    gateway: deps.config,
    account: { serverUrl: connection.serverUrl, username: connection.username, password },
  };
}
