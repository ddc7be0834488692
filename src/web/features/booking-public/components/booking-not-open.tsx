import { CalendarClock } from 'lucide-react';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProviderCard } from './provider-card';

/**
 * The page of a provider who has not signed their data processing agreement yet: the server takes
 * no booking and offers no slot for them (ADR 0021), so the visitor is told how to reach them.
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
        title="La réservation en ligne n’est pas encore ouverte pour ce professionnel."
      >
        {provider.phone
          ? `Pour prendre rendez-vous, contactez ${provider.displayName} au ${provider.phone}.`
          : `Pour prendre rendez-vous, contactez directement ${provider.displayName}.`}
      </EmptyState>
    </div>
  );
}
