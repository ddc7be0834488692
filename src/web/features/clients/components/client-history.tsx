import type { TClientBooking } from '../../../../shared/schemas/clients';
import { ClientBookingList } from './client-booking-list';

/** Every appointment with this provider: those to come (soonest first), then the past (latest first). */
export function ClientHistory({ bookings, zone }: { bookings: TClientBooking[]; zone: string }) {
  const now = Date.now();
  const upcoming = bookings.filter((b) => Date.parse(b.start) > now);
  const past = bookings.filter((b) => Date.parse(b.start) <= now).reverse();
  return (
    <section
      aria-labelledby="client-history"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="client-history" className="mb-4 text-lg font-semibold text-slate-900">
        Rendez-vous
      </h2>
      <div className="space-y-5">
        <ClientBookingList title="À venir" bookings={upcoming} zone={zone} />
        <ClientBookingList title="Passés" bookings={past} zone={zone} />
      </div>
    </section>
  );
}
