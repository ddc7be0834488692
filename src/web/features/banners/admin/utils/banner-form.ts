import type {
  TAdminGlobalNotification,
  TGlobalNotificationInput,
  TGlobalNotificationStatus,
  TGlobalNotificationType,
} from '../../../../../shared/schemas/banners';

export type TTargetUser = { id: string; name: string; email: string };

/** What the banner form holds; the expiry as the browser's datetime-local value (local time). */
export type TBannerFormValues = {
  title: string;
  message: string;
  type: TGlobalNotificationType;
  priority: string;
  expiresAt: string;
  targetAll: boolean;
  targetUsers: TTargetUser[];
};

export const EMPTY_BANNER_FORM: TBannerFormValues = {
  title: '',
  message: '',
  type: 'info',
  priority: '0',
  expiresAt: '',
  targetAll: true,
  targetUsers: [],
};

export const BANNER_TYPE_LABELS: Record<TGlobalNotificationType, string> = {
  info: 'Information',
  success: 'Succès',
  warning: 'Avertissement',
  error: 'Alerte',
};

export const BANNER_STATUS_LABELS: Record<TGlobalNotificationStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  deleted: 'Supprimée',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formFromBanner(banner: TAdminGlobalNotification): TBannerFormValues {
  return {
    title: banner.title,
    message: banner.message,
    type: banner.type,
    priority: String(banner.priority),
    expiresAt: toLocalInput(banner.expiresAt),
    targetAll: banner.targetAll,
    targetUsers: banner.targetUsers,
  };
}

/** The request body; the server checks every rule again and names the field it refuses. */
export function toBannerInput(values: TBannerFormValues): TGlobalNotificationInput {
  const priority = Number(values.priority.trim() === '' ? '0' : values.priority);
  return {
    title: values.title,
    message: values.message,
    type: values.type,
    priority,
    expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
    targetAll: values.targetAll,
    targetUserIds: values.targetAll ? [] : values.targetUsers.map((u) => u.id),
  };
}
