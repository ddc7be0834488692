import {
  BANNER_LIMITS,
  BANNER_MESSAGES,
  type TAdminBannerList,
  type TAdminGlobalNotification,
  type TGlobalNotification,
  type TGlobalNotificationPatch,
  type TGlobalNotificationStatus,
  type TGlobalNotificationValues,
} from '../../../shared/schemas/banners';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { changedFields, recordAudit, type TAuditActor } from '../audit/api';
import { loadAdminBanner, loadAdminBanners, stripAdmin } from './banner-dto';
import {
  deleteBannerRow,
  findBanner,
  insertBanner,
  listBanners,
  liveUserIds,
  replaceTargets,
  type TBannerRow,
  updateBannerRow,
} from './queries';
import { isBlankHtml, sanitizeBannerHtml } from './sanitize';

type TActor = NonNullable<TAuditActor>;

const notFound = () => new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);

/** Sanitised, and refused when nothing visible is left or it is still too long. */
function cleanMessage(raw: string): string {
  const message = sanitizeBannerHtml(raw);
  if (isBlankHtml(message))
    throw new AppError('VALIDATION', BANNER_MESSAGES.messageRequired, { field: 'message' });
  if (message.length > BANNER_LIMITS.message)
    throw new AppError('VALIDATION', BANNER_MESSAGES.messageTooLong, { field: 'message' });
  return message;
}

function checkExpiry(expiresAt: string | null, now: Date): Date | null {
  if (expiresAt === null) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime())
    throw new AppError('VALIDATION', BANNER_MESSAGES.expiresInPast, { field: 'expiresAt' });
  return at;
}

/** targetAll false: at least one chosen account, each existing and not deleted. */
async function checkTargets(db: TDbExecutor, targetAll: boolean, ids: string[]): Promise<string[]> {
  if (targetAll) return [];
  const unique = [...new Set(ids)];
  if (unique.length === 0)
    throw new AppError('VALIDATION', BANNER_MESSAGES.targetsRequired, { field: 'targetUserIds' });
  const live = await liveUserIds(db, unique);
  if (live.size !== unique.length)
    throw new AppError('VALIDATION', BANNER_MESSAGES.unknownTargets, { field: 'targetUserIds' });
  return unique;
}

/** Tells the targeted users' sockets once committed (banner-relay). null: did not exist / is gone. */
function publish(deps: AppDeps, before: TGlobalNotification | null, after: TGlobalNotification | null): void {
  deps.events.emit('banner_changed', { before, after });
}

const auditTarget = (banner: { _id: string; title: string }) => ({
  type: 'global_notification',
  id: banner._id,
  label: banner.title,
});

/** What an audit entry keeps of a banner: its fields, not its chosen users' names. */
function audited(banner: TAdminGlobalNotification) {
  const { targetUsers: _t, updatedAt: _u, deletedAt: _d, createdAt: _c, _id, ...fields } = banner;
  return fields;
}

/** POST /api/admin/notifications/send. */
export async function sendBanner(
  deps: AppDeps,
  actor: TActor,
  input: TGlobalNotificationValues,
): Promise<TAdminGlobalNotification> {
  const now = deps.now();
  const message = cleanMessage(input.message);
  const expiresAt = checkExpiry(input.expiresAt, now);
  const banner = await deps.database.db.transaction(async (tx) => {
    const targets = await checkTargets(tx, input.targetAll, input.targetUserIds);
    const row = await insertBanner(tx, {
      title: input.title,
      message,
      type: input.type,
      priority: input.priority,
      targetAll: input.targetAll,
      expiresAt,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await replaceTargets(tx, row.id, targets);
    const created = await loadAdminBanner(tx, row);
    await recordAudit(tx, {
      actor,
      action: 'global_notification.create',
      target: auditTarget(created),
      changes: changedFields({}, audited(created)),
      at: now,
    });
    return created;
  });
  publish(deps, null, stripAdmin(banner));
  return banner;
}

/** Runs `change` on the locked banner, records the audit entry, publishes before → after. */
async function changeBanner(
  deps: AppDeps,
  actor: TActor,
  id: string,
  action: string,
  change: (tx: TDbExecutor, row: TBannerRow, now: Date) => Promise<TBannerRow | null>,
): Promise<TAdminGlobalNotification | null> {
  const now = deps.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const row = await findBanner(tx, id, true);
    if (!row) throw notFound();
    const before = await loadAdminBanner(tx, row);
    const changed = await change(tx, row, now);
    const after = changed ? await loadAdminBanner(tx, changed) : null;
    const changes = changedFields(audited(before), after ? audited(after) : {});
    if (after === null || Object.keys(changes).length > 0)
      await recordAudit(tx, { actor, action, target: auditTarget(before), changes, at: now });
    return { before, after, changed: Object.keys(changes).length > 0 };
  });
  if (result.after === null || result.changed)
    publish(deps, stripAdmin(result.before), result.after ? stripAdmin(result.after) : null);
  return result.after;
}

/** PATCH /api/admin/notifications/{id}: the merged banner obeys the rules of a new one. */
export async function editBanner(
  deps: AppDeps,
  actor: TActor,
  id: string,
  patch: TGlobalNotificationPatch,
): Promise<TAdminGlobalNotification> {
  const edited = await changeBanner(deps, actor, id, 'global_notification.update', async (tx, row, now) => {
    const message = patch.message === undefined ? row.message : cleanMessage(patch.message);
    const expiresAt = patch.expiresAt === undefined ? row.expiresAt : checkExpiry(patch.expiresAt, now);
    const targetAll = patch.targetAll ?? row.targetAll;
    if (patch.targetUserIds !== undefined || patch.targetAll !== undefined) {
      const current = (await loadAdminBanner(tx, row)).targetUserIds;
      await replaceTargets(tx, id, await checkTargets(tx, targetAll, patch.targetUserIds ?? current));
    }
    return updateBannerRow(tx, id, {
      title: patch.title ?? row.title,
      message,
      type: patch.type ?? row.type,
      priority: patch.priority ?? row.priority,
      targetAll,
      expiresAt,
      updatedAt: now,
    });
  });
  if (!edited) throw notFound();
  return edited;
}

/** PATCH …/status and DELETE (soft: status deleted). Setting the current status changes nothing. */
export async function setBannerStatus(
  deps: AppDeps,
  actor: TActor,
  id: string,
  status: TGlobalNotificationStatus,
): Promise<TAdminGlobalNotification> {
  const action = status === 'deleted' ? 'global_notification.delete' : 'global_notification.status';
  const updated = await changeBanner(deps, actor, id, action, async (tx, row, now) =>
    row.status === status
      ? row
      : updateBannerRow(tx, id, {
          status,
          updatedAt: now,
          deletedAt: status === 'deleted' ? now : null,
        }),
  );
  if (!updated) throw notFound();
  return updated;
}

/** DELETE …/permanent: the row, its targets and dismissals are gone. */
export async function purgeBanner(deps: AppDeps, actor: TActor, id: string): Promise<void> {
  await changeBanner(deps, actor, id, 'global_notification.purge', async (tx) => {
    await deleteBannerRow(tx, id);
    return null;
  });
}

export async function adminBanner(deps: AppDeps, id: string): Promise<TAdminGlobalNotification> {
  const { db } = deps.database;
  const row = await findBanner(db, id);
  if (!row) throw notFound();
  return loadAdminBanner(db, row);
}

export async function adminBannerPage(
  deps: AppDeps,
  query: { limit: number; page: number },
): Promise<Omit<TAdminBannerList, 'success'>> {
  const { db } = deps.database;
  const { limit, page } = query;
  const { rows, total } = await listBanners(db, limit, (page - 1) * limit);
  return { notifications: await loadAdminBanners(db, rows), total, page, limit };
}
