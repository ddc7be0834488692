import { CalendarClock } from 'lucide-react';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProviderCard } from './provider-card';

type TClosedProvider = Pick<
  TPublicProvider,
  'displayName' | 'description' | 'address' | 'phone' | 'logoUrl' | 'quotaExhausted' | 'contactEmail'
>;

const linkClass = 'font-semibold text-brand-700 underline';

/**
 * The page of a provider whose booking is closed — no signed data processing agreement yet (ADR
 * 0021), an account suspended by an administrator (ADR 0029, not said to the visitor), or no
 * appointment left this period (ADR 0036): the server takes no booking and offers no slot for
 * them, so the visitor is told how to reach them.
 */
export function BookingNotOpen({ provider }: { provider: TClosedProvider }) {
  return (
    <div className="space-y-4">
      <ProviderCard provider={provider} />
      {provider.quotaExhausted ? (
        <EmptyState icon={CalendarClock} title="Réservation en ligne indisponible">
          <p>
            {provider.displayName} n’accepte plus de réservations en ligne pour le moment. Contactez-le
            directement :
          </p>
          <ul className="mt-2 space-y-1">
            {provider.phone && (
              <li>
                <a className={linkClass} href={phoneHref(provider.phone)}>
                  {formatPhone(provider.phone)}
                </a>
              </li>
            )}
            {provider.contactEmail && (
              <li>
                <a className={`${linkClass} break-all`} href={`mailto:${provider.contactEmail}`}>
                  {provider.contactEmail}
                </a>
              </li>
            )}
          </ul>
        </EmptyState>
      ) : (
        <EmptyState
          icon={CalendarClock}
          title="La réservation en ligne n’est pas ouverte pour ce professionnel pour le moment."
        >
          {provider.phone
            ? `Pour prendre rendez-vous, contactez ${provider.displayName} au ${formatPhone(provider.phone)}.`
            : `Pour prendre rendez-vous, contactez directement ${provider.displayName}.`}
        </EmptyState>
      )}
    </div>
  );
}
