import { EventEmitter } from 'node:events';
import type { TGlobalNotification } from '../shared/schemas/banners';
import type { TBalance } from '../shared/schemas/billing';
import type { TBooking } from '../shared/schemas/booking';
import type { TUserNotification } from '../shared/schemas/notifications';
import type { TOrder } from '../shared/schemas/shop';
import type { TAdminChat, TChatMessage } from '../shared/schemas/support';

/**
 * Domain events inside one process. Services publish here after their transaction commits;
 * the real-time layer (socket.io, relayed across nodes) and later the jobs subscribe.
 */
export type TAppEventMap = {
  booking_created: [TBooking];
  booking_updated: [TBooking];
  booking_deleted: [TBooking];
  /** The account is gone (GDPR deletion): its open sockets are told, SPEC §4, then signed out. */
  user_account_deleted: [{ userId: string; message: string }];
  /** These sessions were revoked (committed): their sockets are signed out on every node. */
  sessions_revoked: [{ sessionIds: string[] }];
  /** A support conversation changed (committed): a new message, or one side read the other's. */
  support_chat_changed: [{ chat: TAdminChat; message: TChatMessage | null }];
  /** A new in-app notification of that user (committed): their own sockets hear of it. */
  user_notification_created: [TUserNotification, string];
  /** The administrators' configuration changed (committed): every node drops its cached copy. */
  config_changed: [{ keys: string[] }];
  /**
   * A global banner changed (committed): as it was and as it is (null: did not exist, or
   * permanently deleted), full target lists included; the relay tells each targeted user.
   */
  banner_changed: [{ before: TGlobalNotification | null; after: TGlobalNotification | null }];
  /** A provider's balance changed (committed): their own sockets get `user:creditsUpdated`. */
  credits_updated: [{ userId: string; balance: TBalance }];
  /** A shop order changed (committed): its provider's sockets and the administrators' get `order:updated`. */
  order_updated: [TOrder];
  /** A waitlist entry joined, left, was removed or booked (committed): its provider's sockets hear of it. */
  waitlist_changed: [{ providerId: string; entryId: string }];
};

export class AppEvents extends EventEmitter<TAppEventMap> {}
