import { randomBytes } from 'node:crypto';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { TBooking } from '../../../shared/schemas/booking';
import type { TDbExecutor } from '../../db/executor';
import {
  availabilityOverrides,
  availabilityWeekly,
  bookings,
  emailTokens,
  icalFeeds,
  providerProfiles,
  providerSettings,
  services,
  sessions,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isAdminRole } from '../../http/auth';
import { enforceRateLimits } from '../../http/rate-limit';
import { verifyPassword } from '../auth/password';
import type { TUserRow } from '../auth/user-dto';
import { toBookingDto } from '../bookings/booking-dto';
import { lockProviderAgenda } from '../bookings/booking-transaction';
import type { TNotifyLog } from '../bookings/notify';
import { anonymiseBookings, anonymisedClientFields } from './anonymise';
import { cancelUpcomingBookings } from './cancel-upcoming';

export const ADMIN_DELETION_REFUSED = 'Un compte administrateur ne peut pas être supprimé ici.';
export const WRONG_PASSWORD = 'Mot de passe incorrect';
export const ACCOUNT_DELETED_MESSAGE = 'Votre compte a été supprimé.';
export const ACCOUNT_DELETION_DONE = 'Votre compte et vos données ont été supprimés.';
export const DELETED_ACCOUNT_NAME = 'Compte supprimé';

/** Password confirmations of one account: a stolen token cannot guess the password quickly. */
const DELETION_RATE_RULE = { limit: 5, windowSeconds: 15 * 60 };

/** Never a valid argon2 hash: no password can ever match it again. */
const unusablePasswordHash = () => `!supprime:${randomBytes(16).toString('hex')}`;

/** Services still referenced by bookings are archived (the agenda keeps their name), the rest deleted. */
async function removeServices(tx: TDbExecutor, userId: string, now: Date): Promise<void> {
  const unused = notExists(
    tx.select({ one: sql`1` }).from(bookings).where(eq(bookings.serviceId, services.id)),
  );
  await tx.delete(services).where(and(eq(services.providerId, userId), unused));
  await tx
    .update(services)
    .set({ active: false, archivedAt: now, updatedAt: now })
    .where(and(eq(services.providerId, userId), isNull(services.archivedAt)));
}

/** Returns the upcoming bookings it cancelled, as they read once the transaction commits. */
async function eraseAccount(deps: AppDeps, tx: TDbExecutor, userId: string, now: Date): Promise<TBooking[]> {
  // Tokens die with their sessions (the addresses and browsers they recorded with them): the next
  // request with any of them gets 401.
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const cancelled = await cancelUpcomingBookings(deps, tx, userId, now);
  await anonymiseBookings(tx, eq(bookings.providerId, userId), now);
  await removeServices(tx, userId, now);
  await tx.delete(availabilityWeekly).where(eq(availabilityWeekly.providerId, userId));
  await tx.delete(availabilityOverrides).where(eq(availabilityOverrides.providerId, userId));
  await tx.delete(providerSettings).where(eq(providerSettings.providerId, userId));
  await tx.delete(providerProfiles).where(eq(providerProfiles.providerId, userId));
  await tx.delete(icalFeeds).where(eq(icalFeeds.providerId, userId));
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  // The row itself stays, emptied: the signed DPA, the e-mail log and, once billing exists, the
  // invoices (kept ten years, Code de commerce L123-22) must still point at the same account id.
  await tx
    .update(users)
    .set({
      email: `supprime-${userId}@invalid`,
      name: DELETED_ACCOUNT_NAME,
      nom: null,
      siret: null,
      adresse: null,
      telephone: null,
      passwordHash: unusablePasswordHash(),
      emailVerifiedAt: null,
      updatedAt: now,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  return cancelled.map(({ booking, service }) =>
    toBookingDto({ ...booking, ...anonymisedClientFields(now) }, service),
  );
}

/**
 * Art. 17 for the provider: confirmed with the password, upcoming appointments are cancelled (their
 * customers e-mailed) and everything personal is erased or anonymised in one transaction, under
 * the agenda lock so that no booking slips in meanwhile; then calendars and the user's open
 * sockets are told (SPEC §4).
 */
export async function deleteAccount(
  deps: AppDeps,
  user: TUserRow,
  password: string,
  log: TNotifyLog,
): Promise<void> {
  if (isAdminRole(user.role)) throw new AppError('FORBIDDEN', ADMIN_DELETION_REFUSED);
  const db = deps.database.db;
  await enforceRateLimits(
    db,
    [{ key: `gdpr:delete-account:${user.id}`, rule: DELETION_RATE_RULE }],
    deps.now(),
  );
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('UNAUTHORIZED', WRONG_PASSWORD, { field: 'password' });
  }
  const now = deps.now();
  const cancelled = await db.transaction(async (tx) => {
    await lockProviderAgenda(tx, user.id);
    return eraseAccount(deps, tx, user.id, now);
  });
  for (const booking of cancelled) deps.events.emit('booking_deleted', booking);
  deps.events.emit('user_account_deleted', { userId: user.id, message: ACCOUNT_DELETED_MESSAGE });
  // Committed: deliver now rather than at the mailer's next retry tick, without holding the answer.
  if (cancelled.length > 0) {
    void deps.mailer
      .flush()
      .catch((err: unknown) => log.warn({ err }, "e-mails d'annulation laissés à la relance de l'outbox"));
  }
}
