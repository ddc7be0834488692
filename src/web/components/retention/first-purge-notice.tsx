import { Link } from 'react-router';
import { DEFAULT_TIMEZONE, formatDate } from '../../../shared/french-format';
import type { TRetentionPreview } from '../../../shared/schemas/gdpr';
import { Notice } from '../ui/notice';

/** Where the provider changes the duration: the « Conservation des données » group of Paramètres. */
export const RETENTION_SETTINGS_PATH = '/dashboard/settings#data-retention';

type TFirstPurge = NonNullable<TRetentionPreview['firstPurge']>;

/**
 * Before customer data is anonymised for the first time (ADR 0039, item 9): when, how many
 * bookings, under which duration; on the overview, with the way to change it.
 */
export function FirstPurgeNotice({
  firstPurge,
  retentionDays,
  withLink = false,
}: {
  firstPurge: TFirstPurge;
  retentionDays: number;
  withLink?: boolean;
}) {
  const day = formatDate(firstPurge.at, DEFAULT_TIMEZONE, 'long');
  const count = firstPurge.bookings > 1 ? `de ${firstPurge.bookings} rendez-vous` : 'd’un rendez-vous';
  return (
    <Notice tone="warning">
      <p className="font-semibold">Première anonymisation des données de vos clients le {day}</p>
      <p className="mt-1">
        Les données clients (nom, e-mail, téléphone, message) {count} seront anonymisées, selon votre durée de
        conservation de {retentionDays} jour{retentionDays > 1 ? 's' : ''}. Les dates et les prestations
        restent dans votre historique.
      </p>
      {withLink && (
        <Link to={RETENTION_SETTINGS_PATH} className="mt-1 inline-block font-semibold underline">
          Changer la durée de conservation
        </Link>
      )}
    </Notice>
  );
}
