import type { TAdminGlobalNotification, TGlobalNotification } from '../../../shared/schemas/banners';
import type { TDbExecutor } from '../../db/executor';
import { type TBannerRow, type TTargetUser, targetsOf } from './queries';

/** SPEC §3 shape; `targetUserIds` is the full list: the relay narrows it per recipient. */
export function toBanner(row: TBannerRow, targets: TTargetUser[]): TGlobalNotification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: row.status,
    priority: row.priority,
    targetAll: row.targetAll,
    targetUserIds: row.targetAll ? [] : targets.map((u) => u.id),
  };
}

export function toAdminBanner(row: TBannerRow, targets: TTargetUser[]): TAdminGlobalNotification {
  return {
    ...toBanner(row, targets),
    targetUsers: row.targetAll ? [] : targets,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

export async function loadAdminBanners(
  db: TDbExecutor,
  rows: TBannerRow[],
): Promise<TAdminGlobalNotification[]> {
  const targets = await targetsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminBanner(row, targets.get(row.id) ?? []));
}

export async function loadAdminBanner(db: TDbExecutor, row: TBannerRow): Promise<TAdminGlobalNotification> {
  const [banner] = await loadAdminBanners(db, [row]);
  if (!banner) throw new Error('banner vanished');
  return banner;
}

/** What the relay needs of an admin banner: the user-facing shape. */
export function stripAdmin({
  targetUsers: _t,
  updatedAt: _u,
  deletedAt: _d,
  ...banner
}: TAdminGlobalNotification) {
  return banner satisfies TGlobalNotification;
}
