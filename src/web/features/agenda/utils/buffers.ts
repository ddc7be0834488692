import type { TBooking } from '../../../../shared/schemas/booking';
import type { TService } from '../../../../shared/schemas/provider-setup';

export type TBuffers = { before: number; after: number };

/** How buffer time looks: hatched the other way, in violet, so it reads neither as closed time nor as a status. */
export const BUFFER_TIME_CLASS =
  'bg-[repeating-linear-gradient(45deg,var(--color-violet-200)_0_3px,var(--color-violet-50)_3px_7px)]';

/**
 * The buffer minutes around each booking, from its service (bookings do not carry them). A
 * cancelled booking blocks nothing; an archived service is not listed, so it shows none.
 */
export function buffersBy(services: readonly TService[]): (booking: TBooking) => TBuffers {
  const byId = new Map(services.map((s) => [s.id, s]));
  return (booking) => {
    const service = byId.get(booking.serviceId);
    if (!service || booking.status === 'cancelled') return { before: 0, after: 0 };
    return { before: service.bufferBeforeMinutes, after: service.bufferAfterMinutes };
  };
}
