/** A signed-in user's private room: their own bookings, notifications, chat. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** A provider's public calendar (calendarId = provider id): anyone may join, no personal data. */
export function calendarRoom(calendarId: string): string {
  return `calendar:${calendarId}`;
}

export function isCalendarRoom(room: string): boolean {
  return room.startsWith('calendar:');
}
