import type {
  TChannelPreferences,
  TNotificationType,
  TUserNotification,
} from '../../../shared/schemas/notifications';
import { PUSH_ICON } from '../../../shared/schemas/push';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import type { TJobs } from '../../jobs/start-jobs';
import { queuePush } from '../push/api';
import { getSettings } from '../settings/api';
import { channelsFor } from './preferences';
import { insertNotification, toNotificationDto } from './queries';

export type TNotifyInput = {
  userId: string;
  type: TNotificationType;
  title: string;
  body: string;
  /** A path inside the app, e.g. `/dashboard/agenda?booking=…`. */
  link?: string;
  /** The booking it is about: the notification goes when the booking's customer is anonymised. */
  bookingId?: string;
};

/** The user's choices when the caller has already read them in this transaction. */
export type TKnownChoices = { channels?: TChannelPreferences; browserNotifications?: boolean };

/** What a notice left to do after the commit: the in-app notification to publish (its pushes are jobs). */
export type TQueuedNotice = {
  userId: string;
  /** null when the user turned the in-app channel of this type off. */
  notification: TUserNotification | null;
};

/**
 * Tells a user something, in the caller's transaction (ADR 0022, 0048): the in-app notification and
 * one push delivery per device of theirs, with its job, exist exactly when the change that caused
 * it commits. Each
 * channel follows its own preference; push also needs the « Notifications du navigateur » switch
 * of the settings (ADR 0033). E-mails stay with their senders (each checks wantsChannel(…,
 * 'email')): their content and recipients are theirs.
 */
export async function notifyUser(
  tx: TDbExecutor,
  jobs: TJobs,
  input: TNotifyInput,
  now: Date,
  known: TKnownChoices = {},
): Promise<TQueuedNotice> {
  const channels = known.channels ?? (await channelsFor(tx, input.userId, input.type));
  const notification = channels.inApp ? await writeInApp(tx, input, now) : null;
  const wantsPush =
    channels.push &&
    (known.browserNotifications ?? (await getSettings(tx, input.userId)).browserNotifications);
  if (wantsPush) await queuePushOf(tx, jobs, input, notification, now);
  return { userId: input.userId, notification };
}

/** A click on the push opens the same screen as the bell; one notification replaces its own older copy. */
function queuePushOf(
  tx: TDbExecutor,
  jobs: TJobs,
  input: TNotifyInput,
  notification: TUserNotification | null,
  now: Date,
) {
  const payload = {
    title: input.title,
    body: input.body,
    icon: PUSH_ICON,
    tag: notification ? `notification-${notification.id}` : `${input.type}-${now.getTime()}`,
    ...(input.link ? { url: input.link } : {}),
  };
  return queuePush(tx, jobs, { userId: input.userId, payload }, now);
}

async function writeInApp(tx: TDbExecutor, input: TNotifyInput, now: Date): Promise<TUserNotification> {
  const row = await insertNotification(
    tx,
    {
      userId: input.userId,
      type: input.type,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      bookingId: input.bookingId ?? null,
    },
    now,
  );
  return toNotificationDto(row);
}

/** After the commit: the user's open tabs (every node) hear of their new notifications. Never throws. */
export function publishNotifications(deps: AppDeps, notices: ReadonlyArray<TQueuedNotice | null>): void {
  for (const notice of notices) {
    if (!notice) continue;
    if (notice.notification)
      deps.events.emit('user_notification_created', notice.notification, notice.userId);
  }
}
