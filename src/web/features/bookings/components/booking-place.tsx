import { ExternalLink, MapPin, Phone, Video } from 'lucide-react';
import { mapUrl } from '../../../../shared/map-link';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import { LOCATION_LABELS } from '../../../../shared/schemas/service-options';

const LINK = 'inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline';

/**
 * Where the appointment takes place, with what the provider needs to get there: the room of a
 * video call, the client's address and a map, the number to call. « Au cabinet » is just said.
 */
export function BookingPlace({ booking }: { booking: Pick<TBooking, 'location' | 'client'> }) {
  const { location, client } = booking;
  return (
    <div className="space-y-1">
      <p>{LOCATION_LABELS[location.type]}</p>
      {location.type === 'video' &&
        (location.videoUrl ? (
          <a href={location.videoUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            <Video className="size-4 shrink-0" aria-hidden="true" />
            Rejoindre la visio
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <p className="text-slate-600">Lien de visio indisponible</p>
        ))}
      {location.type === 'home' &&
        (location.clientAddress ? (
          <>
            <p className="whitespace-pre-line">{location.clientAddress}</p>
            <a
              href={mapUrl(location.clientAddress)}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK}
            >
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              Voir sur la carte
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only"> (OpenStreetMap, nouvel onglet)</span>
            </a>
          </>
        ) : (
          <p className="text-slate-600">Adresse non indiquée</p>
        ))}
      {location.type === 'phone' &&
        (client.phone ? (
          <a href={phoneHref(client.phone)} className={LINK}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            Appeler le {formatPhone(client.phone)}
          </a>
        ) : (
          <p className="text-slate-600">Aucun numéro indiqué par le client</p>
        ))}
    </div>
  );
}
