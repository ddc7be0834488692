import { Pencil, Trash2 } from 'lucide-react';
import { formatDuration, formatPrice } from '../../../../shared/french-format';
import { PAYMENT_MODE_LABELS } from '../../../../shared/schemas/booking-payments';
import type { TService } from '../../../../shared/schemas/provider-setup';
import { LOCATION_LABELS } from '../../../../shared/schemas/service-options';
import { Notice } from '../../../components/ui/notice';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { parseApiError } from '../../../lib/parse-api-error';
import { useUpdateServiceMutation } from '../api/update-service';

function bufferText({ bufferBeforeMinutes: before, bufferAfterMinutes: after }: TService): string | null {
  if (before === 0 && after === 0) return null;
  const parts = [before > 0 ? `${before} min avant` : '', after > 0 ? `${after} min après` : ''];
  return `Battement : ${parts.filter(Boolean).join(', ')}`;
}

/** « En visio · 8 places · 2 questions · Téléphone obligatoire ». */
function optionsText(service: TService): string {
  const { capacity, questions } = service;
  return [
    LOCATION_LABELS[service.location.type],
    capacity > 1 ? `${capacity} places` : '',
    questions.length > 0 ? `${questions.length} question${questions.length > 1 ? 's' : ''}` : '',
    service.phoneRequired ? 'Téléphone obligatoire' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** « Acompte 20,00 € », « Paiement complet », « Carte en garantie 30,00 € »; none without a rule. */
function paymentBadge({ payment }: TService): string | null {
  if (payment.mode === 'none') return null;
  const amount =
    payment.mode === 'deposit'
      ? payment.amountCents
      : payment.mode === 'guarantee'
        ? payment.noShowFeeCents
        : undefined;
  return amount === undefined
    ? PAYMENT_MODE_LABELS[payment.mode]
    : `${PAYMENT_MODE_LABELS[payment.mode]} ${formatPrice(amount)}`;
}

type ServiceCardProps = { service: TService; onEdit: () => void; onDelete: () => void };

/** One service: what clients see (name, duration, price), its buffers, and whether it is bookable. */
export function ServiceCard({ service, onEdit, onDelete }: ServiceCardProps) {
  const toggle = useUpdateServiceMutation();
  const buffers = bufferText(service);
  const payment = paymentBadge(service);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{service.name}</h3>
          <p className="mt-0.5 text-sm text-slate-700">
            {formatDuration(service.durationMinutes)} · {formatPrice(service.priceCents, { zero: 'free' })}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">{optionsText(service)}</p>
          {payment && (
            <p className="mt-1">
              <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900">
                {payment}
              </span>
            </p>
          )}
          {buffers && <p className="mt-0.5 text-xs text-slate-500">{buffers}</p>}
          {service.description && (
            <p className="mt-2 line-clamp-2 text-sm text-slate-600">{service.description}</p>
          )}
        </div>
        <div className="flex shrink-0 items-center justify-between gap-3 sm:flex-col sm:items-end">
          <ToggleSwitch
            // A fixed name: the switch itself says on or off (aria-checked).
            label="Réservable"
            checked={service.active}
            disabled={toggle.isPending}
            onCheckedChange={(active) => toggle.mutate({ id: service.id, patch: { active } })}
          />
          <div className="flex gap-1">
            <button
              type="button"
              onClick={onEdit}
              aria-label={`Modifier « ${service.name} »`}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Pencil className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Supprimer « ${service.name} »`}
              className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-500"
            >
              <Trash2 className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
      {toggle.isError && (
        <Notice tone="error" className="mt-3">
          {parseApiError(toggle.error).message}
        </Notice>
      )}
    </li>
  );
}
