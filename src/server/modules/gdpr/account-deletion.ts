import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isAdminRole } from '../../http/auth';
import { enforceRateLimits } from '../../http/rate-limit';
import { forgetEmailTriggersOf } from '../../mail/outbox-triggers';
import { deleteApiKeysOf } from '../api-keys/api';
import { endAllSessionsOf, eraseAccountRecord, type TUserRow, verifyPassword } from '../auth/api';
import { deleteProviderAvailability } from '../availability/api';
import { deleteBillingOf } from '../billing/api';
import {
  anonymiseBookingsOfProvider,
  cancelUpcomingBookingsOfProvider,
  lockProviderAgenda,
  publishCancellations,
  type TClosedAgenda,
} from '../bookings/api';
import { deleteCalendarSyncOf } from '../caldav/api';
import { deleteFeedOf } from '../calendar/api';
import { deleteClientNotesOf } from '../clients/api';
import { deleteNotificationsOf } from '../notifications/api';
import { closeTransferOrdersOf } from '../payments/api';
import { deleteProviderProfile } from '../providers/api';
import { deleteSubscriptionsOf } from '../push/api';
import { removeProviderServices } from '../services/api';
import { deleteProviderSettings } from '../settings/api';
import { anonymiseOrdersOf } from '../shop/api';
import { deleteChatOf } from '../support/api';
import { deleteEntriesOfProvider } from '../waitlist/api';
import { deleteKeysOf } from '../webauthn/api';
import { deleteWebhooksOf } from '../webhooks/api';

export const ADMIN_DELETION_REFUSED = 'Un compte administrateur ne peut pas être supprimé ici.';
export const WRONG_PASSWORD = 'Mot de passe incorrect';
export const ACCOUNT_DELETED_MESSAGE = 'Votre compte a été supprimé.';
export const ACCOUNT_DELETION_DONE = 'Votre compte et vos données ont été supprimés.';

/** Password confirmations of one account: a stolen token cannot guess the password quickly. */
const DELETION_RATE_RULE = { limit: 5, windowSeconds: 15 * 60 };

/**
 * The erasure itself, one call per module that owns the data, in the caller's transaction.
 * The signed DPA stays (a contract kept as proof); the account row stays, emptied.
 */
async function eraseAccountData(
  deps: AppDeps,
  tx: TDbExecutor,
  userId: string,
  now: Date,
): Promise<TClosedAgenda> {
  await endAllSessionsOf(tx, userId);
  const closed = await cancelUpcomingBookingsOfProvider(deps, tx, userId, now);
  await anonymiseBookingsOfProvider(tx, userId, now);
  await deleteClientNotesOf(tx, userId);
  await deleteEntriesOfProvider(tx, userId);
  await removeProviderServices(tx, userId, now);
  await deleteProviderAvailability(tx, userId);
  await deleteProviderSettings(tx, userId);
  await deleteProviderProfile(tx, userId);
  await deleteFeedOf(tx, userId);
  await deleteCalendarSyncOf(tx, userId);
  await deleteChatOf(tx, userId);
  await deleteNotificationsOf(tx, userId);
  await deleteSubscriptionsOf(tx, userId);
  await deleteKeysOf(tx, userId);
  await deleteApiKeysOf(tx, userId);
  // No booking.cancelled for the appointments cancelled above: the endpoints go with the account (ADR 0064).
  await deleteWebhooksOf(tx, userId);
  await deleteBillingOf(tx, userId);
  await anonymiseOrdersOf(tx, userId, now);
  await closeTransferOrdersOf(tx, userId, now);
  await forgetEmailTriggersOf(tx, userId);
  await eraseAccountRecord(tx, userId, now);
  return closed;
}

/**
 * THE account erasure, for the provider's own deletion and the administrator's alike: upcoming
 * appointments are cancelled (their customers e-mailed) and everything personal is erased or
 * anonymised in one transaction, under the agenda lock so that no booking slips in meanwhile;
 * `alsoInTransaction` adds the caller's own record of it (the administrator's audit entry) to that
 * transaction. Then calendars and the account's open sockets are told (SPEC §4).
 */
export async function eraseAccount(
  deps: AppDeps,
  userId: string,
  options: { alsoInTransaction?: (tx: TDbExecutor) => Promise<void> } = {},
): Promise<void> {
  const now = deps.now();
  const { cancelledIds } = await deps.database.db.transaction(async (tx) => {
    await lockProviderAgenda(tx, userId);
    const closed = await eraseAccountData(deps, tx, userId, now);
    await options.alsoInTransaction?.(tx);
    return closed;
  });
  await publishCancellations(deps, cancelledIds);
  deps.events.emit('user_account_deleted', { userId, message: ACCOUNT_DELETED_MESSAGE });
}

/** Art. 17 for the provider: their own deletion, confirmed with their password. */
export async function deleteAccount(deps: AppDeps, user: TUserRow, password: string): Promise<void> {
  if (isAdminRole(user.role)) throw new AppError('FORBIDDEN', ADMIN_DELETION_REFUSED);
  await enforceRateLimits(
    deps.database.db,
    [{ key: `gdpr:delete-account:${user.id}`, rule: DELETION_RATE_RULE }],
    deps.now(),
  );
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('UNAUTHORIZED', WRONG_PASSWORD, { field: 'password' });
  }
  await eraseAccount(deps, user.id);
}
