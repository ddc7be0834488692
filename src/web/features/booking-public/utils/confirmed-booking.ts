import { z } from 'zod';
import { ZCreateBookingResponse } from '../../../../shared/schemas/booking-responses';
import { STORAGE } from '../../../lib/storage-keys';
import type { TCreatedBooking } from '../api/create-booking';

const ZStored = z.object({ providerId: z.string(), created: ZCreateBookingResponse });

/**
 * The booking this tab just confirmed (sessionStorage: gone with the tab, never shared with
 * another one), so that reloading the confirmation shows it rather than step 1.
 */
export function rememberConfirmedBooking(providerId: string, created: TCreatedBooking): void {
  try {
    sessionStorage.setItem(STORAGE.confirmedBooking, JSON.stringify({ providerId, created }));
  } catch {
    // Storage full or refused (private mode): the confirmation still shows, only not after a reload.
  }
}

/** The confirmation to show again on this provider's page, if this tab has one. */
export function readConfirmedBooking(providerId: string): TCreatedBooking | null {
  try {
    const parsed = ZStored.safeParse(JSON.parse(sessionStorage.getItem(STORAGE.confirmedBooking) ?? 'null'));
    return parsed.success && parsed.data.providerId === providerId ? parsed.data.created : null;
  } catch {
    return null;
  }
}

export function forgetConfirmedBooking(): void {
  try {
    sessionStorage.removeItem(STORAGE.confirmedBooking);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
