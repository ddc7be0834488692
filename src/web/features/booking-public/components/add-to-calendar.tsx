import { CalendarPlus, Download } from 'lucide-react';
import type { TBooking } from '../../../../shared/schemas/booking';
import { buttonClasses } from '../../../components/ui/button-styles';
import { icsUrl } from '../utils/booking-links';
import { googleCalendarUrl } from '../utils/google-calendar';

type AddToCalendarProps = {
  booking: Pick<TBooking, 'id' | 'serviceName' | 'start' | 'end'>;
  providerName: string;
  address: string;
  /** The client's token: it opens the .ics of this booking only. */
  token: string;
  manageUrl?: string;
};

/** « Ajouter à mon agenda »: the .ics from our API, or a Google Calendar link (a plain link, no request). */
export function AddToCalendar({ booking, providerName, address, token, manageUrl }: AddToCalendarProps) {
  const details = [
    `Rendez-vous avec ${providerName} : ${booking.serviceName}.`,
    manageUrl ? `Déplacer ou annuler : ${manageUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const google = googleCalendarUrl({
    title: `${booking.serviceName} — ${providerName}`,
    start: booking.start,
    end: booking.end,
    details,
    location: address,
  });
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Ajouter à mon agenda</h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          href={icsUrl(booking.id, token)}
          download="rendez-vous.ics"
          className={buttonClasses('secondary', 'sm')}
        >
          <Download className="size-4" aria-hidden="true" />
          Fichier .ics (Apple, Outlook…)
        </a>
        <a
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'sm')}
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          Google Agenda
        </a>
      </div>
    </div>
  );
}
