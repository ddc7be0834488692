import { M } from '../../../shared/messages';
import { ApiError, CLIENT_ERROR_CODES, gotNoResponse, parseApiError } from '../../lib/parse-api-error';

export type TLoginError = { message: string; emailNotVerified: boolean };

/** The login error catalogue of SPEC §8, in its order, on top of the parsed error. */
export function describeLoginError(error: unknown): TLoginError {
  const plain = (message: string): TLoginError => ({ message, emailNotVerified: false });
  const parsed = parseApiError(error);
  const { message, status, code } = parsed;
  if (code === CLIENT_ERROR_CODES.unexpectedResponse) return plain(M.login.unexpected);
  if (gotNoResponse(parsed)) return plain(M.login.unreachable);
  if (status === 401) return plain(M.login.badCredentials);
  if (status === 403 && error instanceof ApiError && error.body?.emailNotVerified === true) {
    return { message: M.login.emailNotVerified, emailNotVerified: true };
  }
  return plain(message);
}

/** SPEC §8 « Register »: its own sentence when the server said nothing, another when it could not be reached. */
export function describeRegisterError(error: unknown): string {
  const parsed = parseApiError(error, M.register.error);
  return gotNoResponse(parsed) ? M.register.genericLater : parsed.message;
}
