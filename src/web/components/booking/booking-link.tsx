import { ExternalLink } from 'lucide-react';
import { useProviderProfileQuery } from '../../lib/provider-data/get-provider-profile';
import { CopyButton } from '../ui/copy-button';

/** `/booking/{slug}` when the provider chose one (issue 15), else `/booking/{id}`. */
export function bookingUrlFor(address: string): string {
  return `${window.location.origin}/booking/${address}`;
}

/** The signed-in provider's booking address: the readable one once chosen, the id's until then. */
export function useBookingAddress(providerId: string): string {
  return useProviderProfileQuery().data?.slug ?? providerId;
}

/** The provider's public booking address, to copy or open. */
export function BookingLink({ providerId }: { providerId: string }) {
  const url = bookingUrlFor(useBookingAddress(providerId));
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <code className="min-w-0 flex-1 truncate rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
        {url}
      </code>
      <div className="flex gap-2">
        <CopyButton text={url} />
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Ouvrir
        </a>
      </div>
    </div>
  );
}
