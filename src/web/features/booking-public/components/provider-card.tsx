import { MapPin, Phone } from 'lucide-react';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { ProviderAvatar } from '../../../components/booking/provider-avatar';
import { BookingCard } from './booking-layout';

/** Who the client is booking with: photo or logo, name, presentation, address and a phone link (tap to call). */
export function ProviderCard({
  provider,
}: {
  provider: Pick<TPublicProvider, 'displayName' | 'description' | 'address' | 'phone' | 'logoUrl'>;
}) {
  return (
    <BookingCard labelledBy="provider-name">
      <div className="flex items-start gap-4">
        <ProviderAvatar name={provider.displayName} logoUrl={provider.logoUrl} />
        <div className="min-w-0">
          <h1 id="provider-name" className="text-xl font-bold tracking-tight text-slate-900">
            {provider.displayName}
          </h1>
          {provider.description && (
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-600">
              {provider.description}
            </p>
          )}
        </div>
      </div>
      {(provider.address || provider.phone) && (
        <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
          {provider.address && (
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>{provider.address}</span>
            </li>
          )}
          {provider.phone && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <a href={phoneHref(provider.phone)} className="font-medium text-brand-700 hover:underline">
                {formatPhone(provider.phone)}
              </a>
            </li>
          )}
        </ul>
      )}
    </BookingCard>
  );
}
