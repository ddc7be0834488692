import { z } from 'zod';
import { zPage } from './admin-users';
import { multiLine, singleLine, zInstant } from './fields';

/**
 * The administrators' global banners (issue 11 part 2, ADR 0034): the banner as users and live
 * events see it (SPEC §3 « Global notification », §4, §5, §9), then what an administrator sends,
 * edits and reads.
 */

export const GLOBAL_NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type TGlobalNotificationType = (typeof GLOBAL_NOTIFICATION_TYPES)[number];
export const GLOBAL_NOTIFICATION_STATUSES = ['active', 'inactive', 'deleted'] as const;
export type TGlobalNotificationStatus = (typeof GLOBAL_NOTIFICATION_STATUSES)[number];

/** SPEC §3: the banner as users and live events see it (`_id`; the message is sanitised HTML). */
export const ZGlobalNotification = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(GLOBAL_NOTIFICATION_TYPES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(GLOBAL_NOTIFICATION_STATUSES),
  priority: z.number().int(),
  targetAll: z.boolean(),
  targetUserIds: z.array(z.string()),
});
export type TGlobalNotification = z.infer<typeof ZGlobalNotification>;

/** `global_notification_update`: the changed fields with the id; removal says so. */
export type TGlobalNotificationUpdate = Partial<TGlobalNotification> & {
  _id: string;
  permanentlyDeleted?: boolean;
};

/** SPEC §9: banners rotate every 10 s; a local dismissal is kept 30 days, at most 50 records. */
export const BANNER_ROTATION_MS = 10_000;
export const DISMISSED_BANNERS = { storageKey: 'dismissedGlobalNotifications', days: 30, max: 50 } as const;

export const BANNER_LIMITS = {
  title: 120,
  /** After sanitising: what is stored and shown. */
  message: 5000,
  /** Before sanitising: what the server agrees to read at all. */
  rawMessage: 20_000,
  priority: 100,
  targets: 200,
} as const;

export const BANNER_MESSAGES = {
  titleRequired: 'Le titre est requis',
  messageRequired: 'Le message est requis',
  messageTooLong: `Le message ne doit pas dépasser ${BANNER_LIMITS.message} caractères`,
  targetsRequired: 'Choisissez au moins un utilisateur, ou « Tous les utilisateurs »',
  unknownTargets: 'Un des utilisateurs choisis n’existe pas ou a été supprimé',
  expiresInPast: 'La date d’expiration doit être dans le futur',
  notFound: 'Annonce introuvable',
} as const;

const ZTitle = z
  .string({ error: BANNER_MESSAGES.titleRequired })
  .trim()
  .min(1, BANNER_MESSAGES.titleRequired)
  .max(BANNER_LIMITS.title, `Le titre ne doit pas dépasser ${BANNER_LIMITS.title} caractères`)
  .refine(...singleLine('Le titre'));

const ZMessage = z
  .string({ error: BANNER_MESSAGES.messageRequired })
  .trim()
  .min(1, BANNER_MESSAGES.messageRequired)
  .max(BANNER_LIMITS.rawMessage, BANNER_MESSAGES.messageTooLong)
  .refine(...multiLine('Le message'));

const ZPriority = z
  .number({ error: 'La priorité doit être un nombre entier' })
  .int('La priorité doit être un nombre entier')
  .min(-BANNER_LIMITS.priority, `La priorité doit être comprise entre -100 et 100`)
  .max(BANNER_LIMITS.priority, `La priorité doit être comprise entre -100 et 100`);

const ZTargetUserIds = z
  .array(z.uuid({ error: 'Identifiant d’utilisateur invalide' }), {
    error: 'La liste des utilisateurs est invalide',
  })
  .max(BANNER_LIMITS.targets, `${BANNER_LIMITS.targets} utilisateurs au plus`);

export const ZGlobalNotificationType = z.enum(GLOBAL_NOTIFICATION_TYPES, { error: 'Type d’annonce inconnu' });
export const ZGlobalNotificationStatus = z.enum(GLOBAL_NOTIFICATION_STATUSES, {
  error: 'Statut inconnu (active, inactive ou deleted)',
});

const bannerFields = {
  title: ZTitle,
  message: ZMessage,
  type: ZGlobalNotificationType,
  priority: ZPriority,
  /** null: never expires. Must lie in the future (checked by the server against its clock). */
  expiresAt: zInstant('La date d’expiration').nullable(),
  targetAll: z.boolean({ error: 'targetAll doit valoir true ou false' }),
  targetUserIds: ZTargetUserIds,
};

/** POST /api/admin/notifications/send. targetAll false needs at least one existing user. */
export const ZGlobalNotificationInput = z.strictObject({
  ...bannerFields,
  type: bannerFields.type.optional().default('info'),
  priority: bannerFields.priority.optional().default(0),
  expiresAt: bannerFields.expiresAt.optional().default(null),
  targetUserIds: bannerFields.targetUserIds.optional().default([]),
});
export type TGlobalNotificationInput = z.input<typeof ZGlobalNotificationInput>;
export type TGlobalNotificationValues = z.output<typeof ZGlobalNotificationInput>;

/** PATCH /api/admin/notifications/{id}: any of the fields; the result obeys the same rules. */
export const ZGlobalNotificationPatch = z.strictObject(bannerFields).partial();
export type TGlobalNotificationPatch = z.infer<typeof ZGlobalNotificationPatch>;

/** PATCH /api/admin/notifications/{id}/status. */
export const ZGlobalNotificationStatusInput = z.strictObject({ status: ZGlobalNotificationStatus });

/** GET /api/admin/notifications?limit&page (SPEC §7). */
export const ADMIN_BANNERS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const ZAdminBannerListQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limite invalide' })
    .int('Limite invalide')
    .min(1, 'Limite invalide')
    .max(ADMIN_BANNERS_PAGE.maxLimit, `${ADMIN_BANNERS_PAGE.maxLimit} annonces par page au plus`)
    .optional()
    .default(ADMIN_BANNERS_PAGE.defaultLimit),
  page: zPage(),
});
export type TAdminBannerListQuery = z.input<typeof ZAdminBannerListQuery>;

/** The banner as the administration sees it: who it targets, by name, and when it changed. */
export const ZAdminGlobalNotification = ZGlobalNotification.extend({
  targetUsers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type TAdminGlobalNotification = z.infer<typeof ZAdminGlobalNotification>;

export const ZAdminBannerResponse = z.object({
  success: z.literal(true),
  notification: ZAdminGlobalNotification,
});
export const ZAdminBannerListResponse = z.object({
  success: z.literal(true),
  notifications: z.array(ZAdminGlobalNotification),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TAdminBannerList = z.infer<typeof ZAdminBannerListResponse>;

/** GET /api/notifications/global: SPEC §7 « response data.notifications ». */
export const ZUserBannersResponse = z.object({
  success: z.literal(true),
  data: z.object({ notifications: z.array(ZGlobalNotification) }),
});

/** POST /api/user-notifications/dismiss-global. */
export const ZDismissGlobalInput = z.strictObject({
  notificationId: z.uuid({ error: 'Identifiant d’annonce invalide' }),
});
