import { M } from '../../../shared/messages';
import { ApiError } from '../../lib/api-client';
import { UnexpectedResponseError } from '../../lib/parse-response';

export type TLoginError = { message: string; emailNotVerified: boolean };

function serverMessage(error: ApiError): string | undefined {
  const message = error.body?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The login error catalogue of SPEC §8, in its order. */
export function describeLoginError(error: unknown): TLoginError {
  const plain = (message: string): TLoginError => ({ message, emailNotVerified: false });
  if (error instanceof UnexpectedResponseError) return plain(M.login.unexpected);
  if (!(error instanceof ApiError)) return plain(M.login.generic);
  if (error.kind !== 'http') return plain(M.login.unreachable);
  if (error.status === 401) return plain(M.login.badCredentials);
  if (error.status === 403) {
    if (error.body?.emailNotVerified === true) {
      return { message: serverMessage(error) ?? M.login.emailNotVerified, emailNotVerified: true };
    }
    return plain(serverMessage(error) ?? M.login.forbidden);
  }
  return plain(serverMessage(error) ?? M.login.serverError(error.status));
}

/** Register and forgot-password: the server's French message when it sent one, else the screen's own. */
export function describeFormError(error: unknown, fallback: string, unreachable: string): string {
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return unreachable;
    return serverMessage(error) ?? fallback;
  }
  return fallback;
}
