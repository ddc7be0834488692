import { Link } from 'react-router';
import { sectionPath } from '../../../components/layout/dashboard-sections';
import { Notice } from '../../../components/ui/notice';
import { useAvailabilityQuery } from '../../../lib/provider-data/get-availability';
import { useServicesQuery } from '../../../lib/provider-data/get-services';

/** Says whether the public page can take bookings yet, and what is missing when it cannot. */
export function PageReadiness() {
  const services = useServicesQuery();
  const availability = useAvailabilityQuery();
  if (!services.isSuccess || !availability.isSuccess) return null;

  const bookable = services.data.filter((s) => s.active).length;
  const hasHours = availability.data.weekly.length > 0;
  if (bookable > 0 && hasHours) {
    return (
      <Notice tone="success">
        Votre page est ouverte aux réservations : {bookable} prestation{bookable > 1 ? 's' : ''} réservable
        {bookable > 1 ? 's' : ''}.
      </Notice>
    );
  }
  return (
    <Notice tone="warning">
      <p className="font-medium">Votre page ne propose encore aucun créneau. Il lui manque :</p>
      <ul className="mt-1 list-disc pl-5">
        {bookable === 0 && (
          <li>
            <Link to={sectionPath('services')} className="font-semibold underline">
              au moins une prestation réservable
            </Link>
          </li>
        )}
        {!hasHours && (
          <li>
            <Link to={sectionPath('availability')} className="font-semibold underline">
              des horaires d’ouverture
            </Link>
          </li>
        )}
      </ul>
    </Notice>
  );
}
