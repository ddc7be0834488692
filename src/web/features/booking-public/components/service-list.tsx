import { Check } from 'lucide-react';
import { formatDuration, formatPrice } from '../../../../shared/french-format';
import type { TPublicProvider } from '../../../../shared/schemas/booking';
import { LOCATION_LABELS } from '../../../../shared/schemas/service-options';

type TPublicService = TPublicProvider['services'][number];

/** « 45 min · 35,00 € ». */
export function serviceFacts(service: Pick<TPublicService, 'durationMinutes' | 'priceCents'>): string {
  return `${formatDuration(service.durationMinutes)} · ${formatPrice(service.priceCents, { zero: 'free' })}`;
}

/**
 * What booking this service asks (issue 34), in a few words: « Acompte 20,00 € », « Paiement en
 * ligne », « Carte en garantie ». The full conditions come with the form, before committing.
 */
export function paymentMention(payment: TPublicService['payment']): string {
  if (payment.mode === 'deposit') return `Acompte ${formatPrice(payment.amountCents ?? 0)}`;
  if (payment.mode === 'full') return 'Paiement en ligne';
  return payment.mode === 'guarantee' ? 'Carte en garantie' : '';
}

/** « 8 places » for a group session. */
function seatsText(capacity: number): string {
  return capacity > 1 ? ` · Séance de groupe, ${capacity} places` : '';
}

/** The services as a single-choice list of large tap targets, each saying where it takes place. */
export function ServiceList({
  services,
  selectedId,
  onSelect,
}: {
  services: readonly TPublicService[];
  selectedId: string | null;
  onSelect: (serviceId: string) => void;
}) {
  return (
    <ul className="space-y-2">
      {services.map((service) => {
        const selected = service.id === selectedId;
        return (
          <li key={service.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(service.id)}
              className={`flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
                selected
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50'
              }`}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{service.name}</span>
                <span className="mt-0.5 block text-sm text-slate-600">
                  {serviceFacts(service)}
                  {seatsText(service.capacity)}
                  {/* The office's address is on the provider's card; the step's summary repeats it. */}
                  {` · ${LOCATION_LABELS[service.location.type]}`}
                </span>
                {service.payment.mode !== 'none' && (
                  <span className="mt-1 inline-block rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-900 ring-1 ring-inset ring-violet-200">
                    {paymentMention(service.payment)}
                  </span>
                )}
                {service.description && (
                  <span className="mt-1 block text-sm text-slate-600">{service.description}</span>
                )}
              </span>
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border ${
                  selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300'
                }`}
              >
                {selected && <Check className="size-3.5" />}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
