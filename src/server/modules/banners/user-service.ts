import { BANNER_MESSAGES, type TGlobalNotification } from '../../../shared/schemas/banners';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { toBanner } from './banner-dto';
import { insertDismissal, targetsUser, visibleBanners } from './queries';

/**
 * GET /api/notifications/global: what the user's banner shows now. A user never learns whom
 * else a banner targets: targetUserIds holds at most their own id.
 */
export async function bannersFor(deps: AppDeps, userId: string): Promise<TGlobalNotification[]> {
  const rows = await visibleBanners(deps.database.db, userId, deps.now());
  return rows.map((row) => ({ ...toBanner(row, []), targetUserIds: row.targetAll ? [] : [userId] }));
}

/** POST /api/user-notifications/dismiss-global: idempotent; a banner not meant for the caller is unknown (404). */
export async function dismissBanner(deps: AppDeps, userId: string, notificationId: string): Promise<void> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    if (!(await targetsUser(tx, notificationId, userId)))
      throw new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);
    await insertDismissal(tx, userId, notificationId, deps.now());
  });
}
