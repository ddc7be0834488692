import { z } from 'zod';

/**
 * In-app notifications (issue 11, ADR 0033): what Créneau tells a user, on which channels.
 * The catalogue is the one list the server's senders, the preferences API and the settings screen read.
 */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TYPES = [
  'booking_created',
  'booking_cancelled',
  'booking_rescheduled',
  'quota_low',
  'quota_exhausted',
  'sms_exhausted',
  'support_reply',
  'order_status',
  'retention_first_purge',
  'job_failed',
  'payment_rejected',
  'subprocessors_changed',
  'transfer_order',
  'calendar_sync_error',
  'calendar_sync_change',
  'no_show_fee_failed',
  'no_show_fee_paid',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
export const ZNotificationType = z.enum(NOTIFICATION_TYPES, { error: 'Type de notification inconnu' });

type TCatalogueEntry = {
  /** French label of the type in the preferences screen. */
  label: string;
  /** Channels this type can use; a channel left out is never offered nor sent. */
  channels: readonly TNotificationChannel[];
  /** Who can receive it: providers only, administrators only, or every account. */
  audience: 'provider' | 'admin' | 'user';
  /**
   * Contractual information (like the account's own e-mails): sent on every channel it offers
   * whatever the user's choices, so the preferences neither show it nor accept turning it off.
   */
  required?: true;
};

export const NOTIFICATION_CATALOGUE: Record<TNotificationType, TCatalogueEntry> = {
  booking_created: {
    label: 'Nouveau rendez-vous pris en ligne par un client',
    channels: ['inApp', 'email', 'push'],
    audience: 'provider',
  },
  booking_cancelled: {
    label: 'Annulation par un client',
    channels: ['inApp', 'email', 'push'],
    audience: 'provider',
  },
  booking_rescheduled: {
    label: 'Rendez-vous déplacé par un client',
    channels: ['inApp', 'email', 'push'],
    audience: 'provider',
  },
  quota_low: {
    label: 'Quota de rendez-vous presque atteint',
    channels: ['inApp', 'email', 'push'],
    audience: 'provider',
  },
  quota_exhausted: {
    label: 'Quota de rendez-vous atteint',
    channels: ['inApp', 'email', 'push'],
    audience: 'provider',
  },
  sms_exhausted: {
    label: 'Crédits SMS épuisés (les rappels partent par e-mail seulement)',
    channels: ['inApp', 'email', 'push'],
    audience: 'provider',
  },
  support_reply: {
    label: 'Réponse de l’équipe Créneau',
    channels: ['inApp', 'email'],
    audience: 'user',
  },
  order_status: {
    label: 'Suivi de mes commandes',
    channels: ['inApp', 'email'],
    // Only providers order from the shop.
    audience: 'provider',
  },
  retention_first_purge: {
    label: 'Avant la première anonymisation des données de vos clients',
    // In-app only: the notification is its own record of having been sent (ADR 0039, item 9).
    channels: ['inApp'],
    audience: 'provider',
  },
  job_failed: {
    label: 'Envoi en échec après tous ses essais (remboursement, e-mail…)',
    // No e-mail: the failing send may be the e-mail itself (ADR 0053).
    channels: ['inApp', 'push'],
    audience: 'admin',
  },
  payment_rejected: {
    label: 'Paiement Stripe refusé (montant, devise ou produit inattendu)',
    channels: ['inApp', 'push'],
    audience: 'admin',
  },
  subprocessors_changed: {
    label: 'Changement des sous-traitants ultérieurs (article 9 du DPA)',
    channels: ['inApp', 'email'],
    audience: 'provider',
    // The DPA promises it (art. 28(2) GDPR): the provider may object or terminate.
    required: true,
  },
  transfer_order: {
    label: 'Paiement par virement : réception, mois suivant à régler, retour à l’offre gratuite',
    channels: ['inApp', 'email'],
    audience: 'provider',
    // What the provider paid and what they must pay to keep their pack (ADR 0056).
    required: true,
  },
  // Issue 31: the two-way CalDAV sync. In-app and push only: the notice leads to the settings'
  // section where the provider acts (see the sync's ADR).
  calendar_sync_error: {
    label: 'Synchronisation de l’agenda en échec',
    channels: ['inApp', 'push'],
    audience: 'provider',
  },
  calendar_sync_change: {
    label: 'Rendez-vous modifié dans votre agenda personnel',
    channels: ['inApp', 'push'],
    audience: 'provider',
  },
  // Issue 34: the bank refused the no-show fee of a card guarantee (no e-mail: nothing sends one).
  no_show_fee_failed: {
    label: 'Frais d’absence refusés par la banque du client',
    channels: ['inApp', 'push'],
    audience: 'provider',
  },
  // Issue 34: the client paid the no-show fee through the link e-mailed when their bank asked to confirm.
  no_show_fee_paid: {
    label: 'Frais d’absence réglés en ligne par le client',
    channels: ['inApp', 'push'],
    audience: 'provider',
  },
};

/** One type's channels: true sends on that channel. A channel the type does not offer is always false. */
export const ZChannelPreferences = z.strictObject({
  inApp: z.boolean({ error: 'inApp doit valoir true ou false' }),
  email: z.boolean({ error: 'email doit valoir true ou false' }),
  push: z.boolean({ error: 'push doit valoir true ou false' }),
});
export type TChannelPreferences = z.infer<typeof ZChannelPreferences>;
export type TNotificationPreferences = Record<TNotificationType, TChannelPreferences>;

/** Every offered channel on by default. */
export function defaultPreferences(): TNotificationPreferences {
  const entries = NOTIFICATION_TYPES.map((type) => {
    const offered = NOTIFICATION_CATALOGUE[type].channels;
    return [
      type,
      { inApp: offered.includes('inApp'), email: offered.includes('email'), push: offered.includes('push') },
    ];
  });
  return Object.fromEntries(entries) as TNotificationPreferences;
}

/**
 * POST /api/user-notifications/preferences `{preferences}`: any subset of types, each with all
 * three channels. Unknown types are refused (422, field named).
 */
export const ZPreferencesInput = z.strictObject({
  preferences: z.partialRecord(ZNotificationType, ZChannelPreferences, {
    // An enum-keyed record reports unknown keys as `unrecognized_keys`, which its issue type omits.
    error: (issue) => {
      const { keys } = issue as { keys?: string[] };
      return keys
        ? `Type de notification inconnu : ${keys.join(', ')}`
        : 'Indiquez les préférences par type de notification';
    },
  }),
});

/** A user notification, DESIGN §API: `{id, type, title, body, link?, read, createdAt}`. */
export const ZUserNotification = z.object({
  id: z.string(),
  type: ZNotificationType,
  title: z.string(),
  body: z.string(),
  /** A path inside the app (never an external address), e.g. `/dashboard/agenda?booking=…`. */
  link: z.string().optional(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TUserNotification = z.infer<typeof ZUserNotification>;

/** GET /api/user-notifications?limit&page&unreadOnly. */
export const USER_NOTIFICATIONS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const ZUserNotificationsPage = z.object({
  notifications: z.array(ZUserNotification),
  total: z.number().int(),
  unreadCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TUserNotificationsPage = z.infer<typeof ZUserNotificationsPage>;

/** The query of GET /api/user-notifications (strings in the URL; unreadOnly only as `true`/`false`). */
export const ZUserNotificationsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit doit être un nombre entier' })
    .int('limit doit être un nombre entier')
    .min(1, 'limit doit valoir au moins 1')
    .max(USER_NOTIFICATIONS_PAGE.maxLimit, `limit vaut ${USER_NOTIFICATIONS_PAGE.maxLimit} au plus`)
    .optional()
    .default(USER_NOTIFICATIONS_PAGE.defaultLimit),
  page: z.coerce
    .number({ error: 'page doit être un nombre entier' })
    .int('page doit être un nombre entier')
    .min(1, 'page doit valoir au moins 1')
    .max(100_000, 'Numéro de page invalide')
    .optional()
    .default(1),
  unreadOnly: z
    .enum(['true', 'false'], { error: 'unreadOnly vaut true ou false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type TUserNotificationsQuery = z.input<typeof ZUserNotificationsQuery>;

export const ZUserNotificationsResponse = ZUserNotificationsPage.extend({ success: z.literal(true) });
export const ZUnreadCountResponse = z.object({ success: z.literal(true), count: z.number().int() });
export const ZMarkAllReadResponse = z.object({ success: z.literal(true), updated: z.number().int() });
export const ZDeleteReadResponse = z.object({ success: z.literal(true), deleted: z.number().int() });
export const ZPreferencesResponse = z.object({
  success: z.literal(true),
  preferences: z.record(ZNotificationType, ZChannelPreferences),
});

/** Read notifications older than this are deleted by the daily housekeeping job. */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
