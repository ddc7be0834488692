import { ExternalLink, Video } from 'lucide-react';
import { mapUrl } from '../../../../shared/map-link';
import type { TBooking } from '../../../../shared/schemas/booking';
import { LOCATION_LABELS } from '../../../../shared/schemas/service-options';

type TPlaceProps = {
  location: TBooking['location'];
  /** The provider's address: the place of an appointment at the office only. */
  officeAddress: string;
  /**
   * The client's own page gives the video room; the booking page's confirmation only says where
   * to find it (the link is never shown on the public booking page).
   */
  withVideoLink: boolean;
};

const linkClasses = 'inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline';

/** Where the appointment takes place, as its « Lieu » row says it. */
export function BookingPlace({ location, officeAddress, withVideoLink }: TPlaceProps) {
  switch (location.type) {
    case 'video':
      if (!withVideoLink || !location.videoUrl)
        return (
          <>
            {LOCATION_LABELS.video}
            <span className="block font-normal text-slate-600">
              Le lien de la visio vous est envoyé par e-mail et figure sur la page de votre rendez-vous.
            </span>
          </>
        );
      return (
        <>
          {LOCATION_LABELS.video}
          <a
            href={location.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClasses} mt-1 flex w-fit`}
          >
            <Video className="size-4" aria-hidden="true" />
            Rejoindre la visio
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
          <span className="block font-normal break-all text-slate-600">{location.videoUrl}</span>
        </>
      );
    case 'phone':
      return LOCATION_LABELS.phone;
    case 'home':
      return (
        <>
          {LOCATION_LABELS.home}
          {location.clientAddress && (
            <span className="block font-normal break-words text-slate-600">{location.clientAddress}</span>
          )}
        </>
      );
    default:
      return officeAddress ? (
        <>
          <span className="block break-words">{officeAddress}</span>
          <a href={mapUrl(officeAddress)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            Voir sur la carte
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </>
      ) : (
        LOCATION_LABELS.in_person
      );
  }
}

/** What a calendar entry gives as the place: never the office for a call or a video. */
export function calendarPlace(location: TBooking['location'], officeAddress: string, withVideoLink: boolean) {
  if (location.type === 'in_person') return officeAddress;
  if (location.type === 'home') return location.clientAddress;
  if (location.type === 'video') return withVideoLink ? (location.videoUrl ?? '') : LOCATION_LABELS.video;
  return LOCATION_LABELS.phone;
}
