import { formatDateTime } from '../../../shared/french-format';
import { CALENDAR_SYNC_PATH } from '../../../shared/schemas/caldav';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { notifyUser, type TQueuedNotice } from '../notifications/api';

/** An outage of one connection, told once when it starts (the status shows it meanwhile). */
export async function noticeSyncFailure(
  deps: AppDeps,
  tx: TDbExecutor,
  input: { providerId: string; serverUrl: string; message: string },
): Promise<TQueuedNotice> {
  const host = new URL(input.serverUrl).host;
  return notifyUser(
    tx,
    deps.jobs,
    {
      userId: input.providerId,
      type: 'calendar_sync_error',
      title: 'Synchronisation de votre agenda en échec',
      body: `Créneau n’arrive plus à lire votre agenda sur ${host} : ${input.message} Vos clients peuvent toujours réserver ; les créneaux tiennent compte de la dernière copie de votre agenda.`,
      link: CALENDAR_SYNC_PATH,
    },
    deps.now(),
  );
}

export type TChangedEvent = {
  providerId: string;
  bookingId: string;
  change: 'moved' | 'deleted';
  serviceName: string;
  clientName: string;
  startAt: Date;
  timezone: string;
  remoteStart: Date | null;
};

/** A booking's event moved or deleted in the provider's calendar: their choice, never applied silently. */
export async function noticeRemoteChange(
  deps: AppDeps,
  tx: TDbExecutor,
  event: TChangedEvent,
): Promise<TQueuedNotice> {
  const when = formatDateTime(event.startAt, event.timezone);
  const what = `Le rendez-vous ${event.serviceName} de ${event.clientName} du ${when}`;
  const body =
    event.change === 'moved' && event.remoteStart
      ? `${what} a été déplacé au ${formatDateTime(event.remoteStart, event.timezone)} dans votre agenda personnel. Le client n’a pas été prévenu : gardez le rendez-vous ou annulez-le.`
      : `${what} a été supprimé de votre agenda personnel. Le client n’a pas été prévenu : gardez le rendez-vous ou annulez-le.`;
  return notifyUser(
    tx,
    deps.jobs,
    {
      userId: event.providerId,
      type: 'calendar_sync_change',
      title: 'Rendez-vous modifié dans votre agenda personnel',
      body,
      link: CALENDAR_SYNC_PATH,
      bookingId: event.bookingId,
    },
    deps.now(),
  );
}
