import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  DEFAULT_VIDEO_BASE_URL,
  type TLocation,
  type TLocationType,
} from '../../../shared/schemas/service-options';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';

/** Where one booking takes place, as stored on its row (issue 32). */
export type TBookingPlace = { locationType: TLocationType; clientAddress: string; videoUrl: string | null };

const ROOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 26 base-32 characters from 128 random bits: a room name nobody guesses. */
function roomName(): string {
  const bytes = randomBytes(26);
  let name = '';
  for (const byte of bytes) name += ROOM_ALPHABET[byte & 31];
  return `creneau-${name}`;
}

/**
 * The place a new booking of this service gets: « En visio » its own room under the provider's
 * base (Jitsi Meet by default) or their one fixed link, or `sharedRoom`, the room its group
 * session or series already has; « À domicile » the client's address; the other places nothing of
 * their own (the office address is the profile's, read when shown).
 */
export function placeFor(
  location: TLocation,
  clientAddress: string,
  sharedRoom?: string | null,
): TBookingPlace {
  switch (location.type) {
    case 'video': {
      if (location.videoFixed && location.videoBaseUrl) {
        return { locationType: 'video', clientAddress: '', videoUrl: location.videoBaseUrl };
      }
      // The seats of one group session meet in one room (sessionRoom).
      if (sharedRoom) return { locationType: 'video', clientAddress: '', videoUrl: sharedRoom };
      const base = location.videoBaseUrl || DEFAULT_VIDEO_BASE_URL;
      return {
        locationType: 'video',
        clientAddress: '',
        videoUrl: `${base.endsWith('/') ? base : `${base}/`}${roomName()}`,
      };
    }
    case 'home':
      return { locationType: 'home', clientAddress, videoUrl: null };
    default:
      return { locationType: location.type, clientAddress: '', videoUrl: null };
  }
}

/**
 * A booking's place as one line, the LOCATION of its calendar events: the room's link, the client's
 * address for a home visit, the office address only for an appointment there (a phone call never
 * names the office).
 */
export function locationText(
  booking: { locationType: TLocationType; clientAddress: string; videoUrl: string | null },
  officeAddress: string,
): string {
  switch (booking.locationType) {
    case 'video':
      return booking.videoUrl ?? 'En visio';
    case 'phone':
      return 'Au téléphone';
    case 'home':
      return booking.clientAddress || 'À domicile';
    case 'in_person':
      return officeAddress;
  }
}

/**
 * The room of a group session's seats already booked (same service, same start), so that every
 * attendee joins the same one; null for the session's first seat. Read under the agenda lock,
 * which every booking writer holds: two first seats cannot both miss it.
 */
export async function sessionRoom(tx: TDbExecutor, serviceId: string, start: Date): Promise<string | null> {
  const [row] = await tx
    .select({ videoUrl: bookings.videoUrl })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        eq(bookings.startAt, start),
        ne(bookings.status, 'cancelled'),
        isNotNull(bookings.videoUrl),
      ),
    )
    .limit(1);
  return row?.videoUrl ?? null;
}
