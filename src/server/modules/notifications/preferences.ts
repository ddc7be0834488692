import {
  defaultPreferences,
  NOTIFICATION_CATALOGUE,
  type TChannelPreferences,
  type TNotificationChannel,
  type TNotificationPreferences,
  type TNotificationType,
} from '../../../shared/schemas/notifications';
import type { TDbExecutor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { preferenceRows, type TPreferenceRow, upsertPreference } from './queries';

const CHANNEL_NAMES: Record<TNotificationChannel, string> = {
  inApp: 'notification dans l’application',
  email: 'e-mail',
  push: 'notification du navigateur',
};

export const PREFERENCE_MESSAGES = {
  channelNotOffered: (label: string, channel: TNotificationChannel) =>
    `« ${label} » ne peut pas être envoyé par ${CHANNEL_NAMES[channel]}.`,
  required: (label: string) => `« ${label} » est une information contractuelle : elle est toujours envoyée.`,
} as const;

const offers = (type: TNotificationType, channel: TNotificationChannel) =>
  NOTIFICATION_CATALOGUE[type].channels.includes(channel);

/**
 * A stored row, with any channel the catalogue no longer offers for its type forced off, and every
 * offered channel of a required type (contractual information) forced on.
 */
function channelsOf(row: TPreferenceRow): TChannelPreferences {
  const required = NOTIFICATION_CATALOGUE[row.type].required === true;
  return {
    inApp: (required || row.inApp) && offers(row.type, 'inApp'),
    email: (required || row.email) && offers(row.type, 'email'),
    push: (required || row.push) && offers(row.type, 'push'),
  };
}

/** Every type's channels: the user's stored choice, else the default (every offered channel on). */
export async function getPreferences(db: TDbExecutor, userId: string): Promise<TNotificationPreferences> {
  const preferences = defaultPreferences();
  for (const row of await preferenceRows(db, userId)) preferences[row.type] = channelsOf(row);
  return preferences;
}

/**
 * Whether a sender may use `channel` for this type and user: false for a channel the catalogue
 * does not offer for the type. Push has a second switch, the provider's « notifications du
 * navigateur » setting, which the push sender checks too (ADR 0033).
 */
export async function wantsChannel(
  db: TDbExecutor,
  userId: string,
  type: TNotificationType,
  channel: TNotificationChannel,
): Promise<boolean> {
  if (!offers(type, channel)) return false;
  return (await channelsFor(db, userId, type))[channel];
}

/** Every channel of one type for this user, in one read (wantsChannel for each). */
export async function channelsFor(
  db: TDbExecutor,
  userId: string,
  type: TNotificationType,
): Promise<TChannelPreferences> {
  const [row] = await preferenceRows(db, userId, type);
  return channelsOf(row ?? { type, inApp: true, email: true, push: true });
}

/**
 * Stores the types sent (the others keep their choice) after checking that no channel the type
 * does not offer is turned on, and no channel of a required type turned off: nothing is written
 * when one is (422-like refusal naming the field).
 */
export async function savePreferences(
  tx: TDbExecutor,
  userId: string,
  input: Partial<TNotificationPreferences>,
  now: Date,
): Promise<TNotificationPreferences> {
  const entries = Object.entries(input) as [TNotificationType, TChannelPreferences][];
  for (const [type, channels] of entries) {
    for (const channel of Object.keys(channels) as TNotificationChannel[]) {
      const { label, required } = NOTIFICATION_CATALOGUE[type];
      if (channels[channel] && !offers(type, channel)) {
        throw new AppError('VALIDATION', PREFERENCE_MESSAGES.channelNotOffered(label, channel), {
          field: `preferences.${type}.${channel}`,
        });
      }
      if (required && !channels[channel] && offers(type, channel)) {
        throw new AppError('VALIDATION', PREFERENCE_MESSAGES.required(label), {
          field: `preferences.${type}.${channel}`,
        });
      }
    }
  }
  for (const [type, channels] of entries) await upsertPreference(tx, userId, { type, ...channels }, now);
  return getPreferences(tx, userId);
}
