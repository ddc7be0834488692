import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import { verifyPassword } from './password';
import type { TUserRow } from './user-dto';

/** Confirmations of the current password on one account, as for an account deletion. */
const CONFIRM_RATE_RULE: TRateRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * The signed-in holder proves their password before a sensitive change (password, e-mail address).
 * Rate-limited per account, one budget for every such change, so a stolen session token cannot
 * guess the password; a wrong one is a 401 on the form's field.
 */
export async function confirmCurrentPassword(
  deps: AppDeps,
  user: TUserRow,
  input: { password: string; field: string; wrongMessage: string },
): Promise<void> {
  await enforceRateLimits(
    deps.database.db,
    [{ key: `auth:change-password:${user.id}`, rule: CONFIRM_RATE_RULE }],
    deps.now(),
  );
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('UNAUTHORIZED', input.wrongMessage, { field: input.field });
  }
}
