import { formatPrice } from '../../../../shared/french-format';
import { PACKS } from '../../../../shared/pricing';
import { appointmentsNote, formatAppointments, formatCarryOver, PACK_COLUMNS } from './pack-labels';

const [, , appointmentsLabel, carryOverLabel, overageLabel, idealForLabel] = PACK_COLUMNS;

/** The pricing table restacked for phones and tablets: one card per pack, same labels and values. */
export function PricingCards({ className = '' }: { className?: string }) {
  return (
    <ul aria-label="Packs de rendez-vous" className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {PACKS.map((pack) => {
        const note = appointmentsNote(pack);
        const rows = [
          [appointmentsLabel, note ? `${formatAppointments(pack)} ${note}` : formatAppointments(pack)],
          [carryOverLabel, formatCarryOver(pack)],
          [overageLabel, pack.overage],
        ];
        return (
          <li key={pack.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="text-lg font-semibold text-slate-900">{pack.name}</h3>
              <p className="text-xl font-bold whitespace-nowrap text-brand-700">
                {formatPrice(pack.priceCents)}
                <span className="sr-only"> TTC</span>
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              <span className="sr-only">{idealForLabel} : </span>
              {pack.idealFor}
            </p>
            <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-right font-medium text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
