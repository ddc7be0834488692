import type { TManagedWaitlist, TPublicWaitlistEntry } from '../../../shared/schemas/waitlist';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { linkSealingKey } from '../bookings/api';
import { getProviderProfile } from '../providers/api';
import { getService } from '../services/api';
import { isWaitlistLeaveToken, waitlistLeaveToken } from './leave-token';
import { deleteEntry, findAlertOf, findEntry } from './queries';

export const WAITLIST_LEAVE_MESSAGES = {
  invalid: 'Lien invalide ou expiré.',
  left: 'Vous avez quitté la liste d’attente.',
  alreadyGone: 'Vous n’êtes plus sur cette liste d’attente.',
} as const;

/** A leave link opens its entry only: anything else is the same 404. */
function checkedLink(deps: AppDeps, entryId: string, token: string): void {
  if (!isUuid(entryId) || !isWaitlistLeaveToken(linkSealingKey(deps.jwtSecret), entryId, token))
    throw new AppError('NOT_FOUND', WAITLIST_LEAVE_MESSAGES.invalid);
}

/** GET /api/public/waitlist/{entryId}?token=: what the leave page shows. */
export async function publicEntry(
  deps: AppDeps,
  entryId: string,
  token: string,
): Promise<TPublicWaitlistEntry> {
  checkedLink(deps, entryId, token);
  const db = deps.database.db;
  const entry = await findEntry(db, entryId);
  if (!entry) throw new AppError('NOT_FOUND', WAITLIST_LEAVE_MESSAGES.alreadyGone);
  const [profile, service] = await Promise.all([
    getProviderProfile(db, entry.providerId),
    getService(db, entry.providerId, entry.serviceId),
  ]);
  return {
    id: entry.id,
    status: entry.status,
    from: entry.fromDay,
    to: entry.toDay,
    serviceName: service?.name ?? '',
    providerName: profile?.displayName ?? '',
    bookingPath: profile?.slug ?? entry.providerId,
  };
}

/** POST /api/public/waitlist/{entryId}/leave: the entry is deleted; a second click is told so. */
export async function leaveWaitlist(deps: AppDeps, entryId: string, token: string): Promise<string> {
  checkedLink(deps, entryId, token);
  const gone = await deleteEntry(deps.database.db, entryId);
  if (!gone) return WAITLIST_LEAVE_MESSAGES.alreadyGone;
  deps.events.emit('waitlist_changed', { providerId: gone.providerId, entryId });
  return WAITLIST_LEAVE_MESSAGES.left;
}

/** The booking's « plus tôt » alert as its manage page shows it (null without one). */
export async function managedAlertOf(
  db: TDbExecutor,
  jwtSecret: Uint8Array,
  bookingId: string,
): Promise<TManagedWaitlist | null> {
  const alert = await findAlertOf(db, bookingId);
  if (!alert) return null;
  return {
    entryId: alert.id,
    leaveToken: waitlistLeaveToken(linkSealingKey(jwtSecret), alert.id),
    to: alert.toDay,
  };
}
