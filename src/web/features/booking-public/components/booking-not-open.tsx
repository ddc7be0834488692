import { CalendarClock } from 'lucide-react';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProviderCard } from './provider-card';

/**
 * The page of a provider whose booking is closed — no signed data processing agreement yet (ADR
 * 0021) or an account suspended by an administrator (ADR 0029, not said to the visitor): the server
 * takes no booking and offers no slot for them, so the visitor is told how to reach them.
 */
export function BookingNotOpen({
  provider,
}: {
  provider: Pick<TPublicProvider, 'displayName' | 'description' | 'address' | 'phone'>;
}) {
  return (
    <div className="space-y-4">
      <ProviderCard provider={provider} />
      <EmptyState
        icon={CalendarClock}
        title="La réservation en ligne n’est pas ouverte pour ce professionnel pour le moment."
      >
        {provider.phone
          ? `Pour prendre rendez-vous, contactez ${provider.displayName} au ${provider.phone}.`
          : `Pour prendre rendez-vous, contactez directement ${provider.displayName}.`}
      </EmptyState>
    </div>
  );
}
