import { ApiError } from '../parse-api-error';
import { readStoredToken } from '../storage-keys';
import { isJwtExpiredError } from './jwt';
import type { TSessionApi } from './session-api';

/**
 * The socket said `auth_error` (SPEC §4): the server may have ended this session elsewhere — a
 * logout on another device, a password reset, an administrator's suspension — or only this
 * socket's (a renewal in this tab). The session is asked once; when the server refuses it (401 or
 * 403, an expired token aside: the renewal flow handles that one), `onEnded` runs. A network
 * failure or a token replaced meanwhile changes nothing. Concurrent signals share one check.
 */
export function createEndedSessionCheck(hooks: {
  api: Pick<TSessionApi, 'verifyToken'>;
  onEnded: () => void;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= (async () => {
      const token = readStoredToken();
      if (!token) return;
      try {
        await hooks.api.verifyToken();
      } catch (error) {
        if (readStoredToken() !== token) return;
        const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
        if (refused && !isJwtExpiredError(error)) hooks.onEnded();
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
}
