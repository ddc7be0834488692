import { ExternalLink } from 'lucide-react';
import { CopyButton } from '../ui/copy-button';

export function bookingUrlFor(providerId: string): string {
  return `${window.location.origin}/booking/${providerId}`;
}

/** The provider's public booking address, to copy or open. */
export function BookingLink({ providerId }: { providerId: string }) {
  const url = bookingUrlFor(providerId);
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
