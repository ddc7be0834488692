import type { TGlobalNotification, TGlobalNotificationUpdate } from '../../shared/schemas/banners';
import type { AppEvents, TAppEventMap } from '../events';
import { SIGNED_IN_ROOM, userRoom } from './rooms';
import type { TRealtimeServer } from './types';

/** Who a banner is for: every signed-in socket, or the chosen users' rooms (SPEC §5). */
type TAudience = { all: true } | { all: false; userIds: string[] };
/** A recipient: one user, or null for the whole signed-in room. */
type TSend = (to: ReturnType<TRealtimeServer['to']>, userId: string | null) => void;

function audienceOf(banner: TGlobalNotification | null): TAudience | null {
  if (!banner) return null;
  return banner.targetAll || banner.targetUserIds.length === 0
    ? { all: true }
    : { all: false, userIds: banner.targetUserIds };
}

const shown = (banner: TGlobalNotification | null) => (banner?.status === 'active' ? banner : null);

/** Sends to those of `a` who are not in `b`. */
function sendToDifference(io: TRealtimeServer, a: TAudience | null, b: TAudience | null, send: TSend): void {
  if (!a || b?.all) return;
  if (a.all) {
    send(b ? io.to(SIGNED_IN_ROOM).except(b.userIds.map(userRoom)) : io.to(SIGNED_IN_ROOM), null);
    return;
  }
  const excluded = new Set(b?.userIds ?? []);
  for (const id of a.userIds) if (!excluded.has(id)) send(io.to(userRoom(id)), id);
}

/** Sends to those in both `a` and `b`. */
function sendToIntersection(
  io: TRealtimeServer,
  a: TAudience | null,
  b: TAudience | null,
  send: TSend,
): void {
  if (!a || !b) return;
  if (a.all && b.all) {
    send(io.to(SIGNED_IN_ROOM), null);
    return;
  }
  const ids = a.all ? (b as { userIds: string[] }).userIds : a.userIds;
  const other = b.all ? null : new Set(b.userIds);
  for (const id of ids) if (!other || other.has(id)) send(io.to(userRoom(id)), id);
}

/** A user never learns whom else a banner targets: the list holds at most their own id. */
function narrowed(banner: TGlobalNotification, userId: string | null): TGlobalNotification {
  return { ...banner, targetUserIds: banner.targetAll || !userId ? [] : [userId] };
}

/**
 * Forwards committed banner changes (SPEC §4) to the targeted users' sockets only — never to a
 * calendar room, never to a guest: `global_notification` to whoever starts seeing it (new,
 * re-activated, newly targeted), `global_notification_update` to whoever keeps seeing it, and a
 * removing update (status, or permanentlyDeleted) to whoever stops. Returns the unsubscribe.
 */
export function relayBanners(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = ({ before, after }: TAppEventMap['banner_changed'][0]) => {
    if (!after) {
      if (!before) return;
      const gone: TGlobalNotificationUpdate = {
        _id: before._id,
        status: before.status,
        permanentlyDeleted: true,
      };
      sendToDifference(io, audienceOf(before), null, (to) => to.emit('global_notification_update', gone));
      return;
    }
    const was = audienceOf(shown(before));
    const is = audienceOf(shown(after));
    sendToDifference(io, is, was, (to, id) => to.emit('global_notification', narrowed(after, id)));
    sendToIntersection(io, is, was, (to, id) => to.emit('global_notification_update', narrowed(after, id)));
    // Deactivated or deleted: its status says so; no longer targeted: for them it is inactive.
    const removal: TGlobalNotificationUpdate = {
      _id: after._id,
      status: after.status === 'active' ? 'inactive' : after.status,
    };
    sendToDifference(io, was, is, (to) => to.emit('global_notification_update', removal));
  };
  events.on('banner_changed', handler);
  return () => events.off('banner_changed', handler);
}
