import { DEFAULT_TIMEZONE, formatDate } from '../../../shared/french-format';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { lockProvider } from '../availability/api';
import { countDueBy, earliestDueOf, neverAnonymised, providersFirstDueBy } from '../bookings/api';
import {
  hasNotificationOfType,
  notifyUser,
  publishNotifications,
  type TQueuedNotice,
} from '../notifications/api';
import { getSettings } from '../settings/api';
import { retentionRunAtOrAfter } from './retention-schedule';

/** How long before their first purge a provider is told (ADR 0039, item 9). */
const FIRST_PURGE_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;
const NOTICE_TYPE = 'retention_first_purge';
const RETENTION_SETTINGS_LINK = '/dashboard/settings#data-retention';

export type TFirstPurge = { at: Date; bookings: number };

/** The run that anonymises data due at `eligibleAt`: the next run if already due, else the first after. */
export function purgeRunFor(eligibleAt: Date, nextRunAt: Date): Date {
  return eligibleAt <= nextRunAt ? nextRunAt : retentionRunAtOrAfter(eligibleAt);
}

/**
 * The provider's first purge, when it comes within FIRST_PURGE_NOTICE_DAYS of the run at
 * `nextRunAt`: its run and how many bookings it anonymises. Null once any of their bookings was
 * anonymised, or when nothing is due that soon.
 */
export async function firstPurgeOf(
  db: TDbExecutor,
  providerId: string,
  nextRunAt: Date,
): Promise<TFirstPurge | null> {
  if (!(await neverAnonymised(db, providerId))) return null;
  const earliest = await earliestDueOf(db, providerId);
  if (!earliest) return null;
  const at = purgeRunFor(earliest, nextRunAt);
  if (at.getTime() > nextRunAt.getTime() + FIRST_PURGE_NOTICE_DAYS * DAY_MS) return null;
  return { at, bookings: await countDueBy(db, providerId, at) };
}

function noticeText(purge: TFirstPurge, retentionDays: number) {
  const day = formatDate(purge.at, DEFAULT_TIMEZONE, 'long');
  const count = purge.bookings > 1 ? `de ${purge.bookings} rendez-vous` : 'd’un rendez-vous';
  return {
    title: `Première anonymisation des données de vos clients le ${day}`,
    body:
      `Le ${day}, la purge automatique anonymisera les données clients (nom, e-mail, téléphone, message) ` +
      `${count}, selon votre durée de conservation de ${retentionDays} jour${retentionDays > 1 ? 's' : ''}. ` +
      'Pour les garder plus longtemps, changez la durée dans Paramètres.',
  };
}

/** One provider, in one transaction: the notice is written at most once, with the check under the provider's lock. */
async function warnProvider(deps: AppDeps, providerId: string, runAt: Date): Promise<TQueuedNotice | null> {
  return deps.database.db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    if (await hasNotificationOfType(tx, providerId, NOTICE_TYPE)) return null;
    const purge = await firstPurgeOf(tx, providerId, runAt);
    if (!purge) return null;
    const { dataRetentionDays } = await getSettings(tx, providerId);
    const text = noticeText(purge, dataRetentionDays);
    return notifyUser(
      tx,
      deps.jobs,
      { userId: providerId, type: NOTICE_TYPE, ...text, link: RETENTION_SETTINGS_LINK },
      runAt,
    );
  });
}

/**
 * The daily run, before it purges: every provider whose first purge comes within
 * FIRST_PURGE_NOTICE_DAYS is told once, in-app. The notification is its own record: a second run
 * finds it and sends nothing. Returns how many providers were told.
 */
export async function warnBeforeFirstPurges(deps: AppDeps, runAt: Date): Promise<number> {
  const horizon = new Date(runAt.getTime() + FIRST_PURGE_NOTICE_DAYS * DAY_MS);
  const notices: TQueuedNotice[] = [];
  for (const providerId of await providersFirstDueBy(deps.database.db, horizon)) {
    const notice = await warnProvider(deps, providerId, runAt);
    if (notice?.notification) notices.push(notice);
  }
  publishNotifications(deps, notices);
  return notices.length;
}
