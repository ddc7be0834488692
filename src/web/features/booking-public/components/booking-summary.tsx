import type { ReactNode } from 'react';
import { formatDateTime, formatDuration, formatPrice } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';

type TSummaryBooking = Pick<TBooking, 'serviceName' | 'start' | 'durationMinutes' | 'priceCents'>;

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-500 sm:w-28 sm:shrink-0">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** What, when (in full, in the provider's zone), how long, how much and where. */
export function BookingSummary({
  booking,
  timeZone,
  place,
  providerName,
}: {
  booking: TSummaryBooking;
  timeZone: string;
  /** The « Lieu » row (BookingPlace). */
  place?: ReactNode;
  providerName?: string;
}) {
  return (
    <dl className="divide-y divide-slate-100">
      {providerName && <Row label="Avec" value={providerName} />}
      <Row label="Prestation" value={booking.serviceName} />
      <Row label="Date" value={formatDateTime(booking.start, timeZone)} />
      <Row label="Durée" value={formatDuration(booking.durationMinutes)} />
      <Row label="Prix" value={formatPrice(booking.priceCents, { zero: 'free' })} />
      {place && <Row label="Lieu" value={place} />}
    </dl>
  );
}
