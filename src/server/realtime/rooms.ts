/** A signed-in user's private room: their own bookings, notifications, chat. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/**
 * Every authenticated socket, whatever the role: the banners sent to all users. Guests (public
 * booking pages, calendar rooms only) are never in it.
 */
export const SIGNED_IN_ROOM = 'signed-in';

/** Every administrator's sockets: the support inbox (new messages, who is online). */
export const ADMINS_ROOM = 'admins';

/** Every socket authenticated with one session's token: what revoking that session must end. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** A provider's public calendar (calendarId = provider id): anyone may join, no personal data. */
export function calendarRoom(calendarId: string): string {
  return `calendar:${calendarId}`;
}

export function isCalendarRoom(room: string): boolean {
  return room.startsWith('calendar:');
}
