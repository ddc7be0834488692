import type { TGlobalNotification, TGlobalNotificationUpdate } from './schemas/banners';
import type { TBalance } from './schemas/billing';
import type { TBooking, TPublicBookingEvent } from './schemas/booking';
import type { TUserNotification } from './schemas/notifications';
import type { TOrder } from './schemas/shop';
import type { TAdminChat, TChatMessage } from './schemas/support';

/** The socket.io contract of SPEC §7, shared by the server (src/server/realtime) and the browser. */

export const SOCKET_PATH = '/socket.io';

export const BOOKING_EVENT_TYPES = ['booking_created', 'booking_updated', 'booking_deleted'] as const;
export type TBookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

/**
 * The provider's own room (`user:{id}`) carries the full booking; a public calendar room
 * (`calendar:{providerId}`) only its public projection — the same event names carry both.
 */
export type TBookingEventPayload = TBooking | TPublicBookingEvent;

/** Optional acknowledgement of a (un)subscription: ok false when the calendar id was refused. */
export type TSubscriptionAck = { ok: boolean };

export type TClientToServerEvents = {
  authenticate: (payload: { token: string }) => void;
  subscribe_calendar: (payload: { calendarId: string }, ack?: (result: TSubscriptionAck) => void) => void;
  unsubscribe_calendar: (payload: { calendarId: string }, ack?: (result: TSubscriptionAck) => void) => void;
  ping: () => void;
};

/** To the user's room: a new message of their support conversation (theirs from another tab, or the team's). */
export type TChatMessageEvent = { chatId: string; message: TChatMessage };
/** To the admins' room: the whole conversation after a new message or a change of its read state. */
export type TAdminChatEvent = { fullChat: TAdminChat };
/** To the admins' room: a non-admin user's first socket signed in, or their last one left. */
export type TConnectionChangeEvent = { userId: string; connected: boolean };

export type TServerToClientEvents = {
  authenticated: (payload: { userId: string }) => void;
  auth_error: (payload: { message: string }) => void;
  pong: () => void;
  booking_created: (booking: TBookingEventPayload) => void;
  booking_updated: (booking: TBookingEventPayload) => void;
  booking_deleted: (booking: TBookingEventPayload) => void;
  /** To the user's room: a new in-app notification. */
  notification: (payload: TUserNotification) => void;
  /** To each targeted user's room only: a new or re-activated banner. */
  global_notification: (payload: TGlobalNotification) => void;
  /** To each targeted user's room only: a changed banner; deleted, inactive or permanentlyDeleted removes it. */
  global_notification_update: (payload: TGlobalNotificationUpdate) => void;
  chat_message: (payload: TChatMessageEvent) => void;
  chatMessage: (payload: TAdminChatEvent) => void;
  connectionChange: (payload: TConnectionChangeEvent) => void;
  /** To the provider's own room: their balance after any change (ADR 0036). */
  'user:creditsUpdated': (payload: { balance: TBalance }) => void;
  /** To the ordering provider's own room and to the admins' room: an order as it is now (ADR 0038). */
  'order:updated': (payload: { order: TOrder }) => void;
  /** To the provider's own room: a waitlist entry joined, left, was offered a slot or booked (issue 33). */
  waitlist_changed: (payload: { entryId: string }) => void;
  user_account_deleted: (payload: { userId: string; message: string }) => void;
};

/** A provider's room sends the full booking: this tells it from the public projection. */
export function isFullBooking(payload: TBookingEventPayload): payload is TBooking {
  return 'providerId' in payload && 'client' in payload;
}

/** What a public calendar room may carry: never the client's name, e-mail, phone or note. */
export function toPublicBookingEvent(booking: TPublicBookingEvent): TPublicBookingEvent {
  return { id: booking.id, start: booking.start, end: booking.end, status: booking.status };
}
