import type { TGlobalNotification, TGlobalNotificationUpdate } from '../../../../shared/schemas/banners';

/** SPEC §4: priority first (highest), then newest. */
export function sortBanners(list: TGlobalNotification[]): TGlobalNotification[] {
  return [...list].sort((a, b) => b.priority - a.priority || b.createdAt.localeCompare(a.createdAt));
}

/** SPEC §5: shown only if not dismissed, active, unexpired, and it targets the user. */
export function isShown(
  banner: TGlobalNotification,
  userId: string,
  dismissed: ReadonlySet<string>,
  now: number,
): boolean {
  const targetsUser =
    banner.targetAll ||
    banner.targetUserIds.length === 0 ||
    banner.targetUserIds.map(String).includes(userId);
  const unexpired = banner.expiresAt === null || Date.parse(banner.expiresAt) > now;
  return banner.status === 'active' && unexpired && targetsUser && !dismissed.has(banner._id);
}

/** A new event adds or replaces (SPEC §4). */
export function addBanner(list: TGlobalNotification[], banner: TGlobalNotification): TGlobalNotification[] {
  return sortBanners([...list.filter((b) => b._id !== banner._id), banner]);
}

/** deleted, inactive or permanentlyDeleted removes; any other update merges into the known banner. */
export function applyUpdate(
  list: TGlobalNotification[],
  update: TGlobalNotificationUpdate,
): TGlobalNotification[] {
  const { permanentlyDeleted, ...fields } = update;
  if (permanentlyDeleted || fields.status === 'deleted' || fields.status === 'inactive')
    return list.filter((b) => b._id !== update._id);
  return sortBanners(list.map((b) => (b._id === update._id ? { ...b, ...fields } : b)));
}

/** The next instant a shown banner expires, if any: when the list must be looked at again. */
export function nextExpiry(list: TGlobalNotification[], now: number): number | null {
  const times = list
    .map((b) => (b.expiresAt ? Date.parse(b.expiresAt) : Number.NaN))
    .filter((t) => Number.isFinite(t) && t > now);
  return times.length > 0 ? Math.min(...times) : null;
}
