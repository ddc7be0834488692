import { formatPrice } from '../../../../shared/french-format';
import { PACKS } from '../../../../shared/pricing';
import { appointmentsNote, formatAppointments, formatCarryOver, PACK_COLUMNS } from './pack-labels';

/**
 * SPEC §3 packs as a table (wide screens; phones get PricingCards). Should the text be zoomed
 * beyond the width, the table scrolls sideways inside a focusable, labelled region.
 */
export function PricingTable({ className = '' }: { className?: string }) {
  return (
    <section
      aria-labelledby="pricing-table-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
      className={`overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <caption
          id="pricing-table-caption"
          className="px-6 pt-5 pb-3 text-left text-base font-semibold text-slate-900"
        >
          Packs de rendez-vous
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {PACK_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-6 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PACKS.map((pack) => {
            const note = appointmentsNote(pack);
            return (
              <tr key={pack.id} className="hover:bg-brand-50/40">
                <th
                  scope="row"
                  className="px-6 py-4 text-base font-semibold whitespace-nowrap text-slate-900"
                >
                  {pack.name}
                </th>
                <td className="px-6 py-4 text-base font-semibold whitespace-nowrap text-brand-700">
                  {formatPrice(pack.priceCents)}
                </td>
                <td className="px-6 py-4 whitespace-nowrap text-slate-700">
                  {formatAppointments(pack)}
                  {/* The leading space keeps "224 sur 7 jours" readable as text, not "224sur". */}
                  {note && <span className="block text-xs text-slate-500"> {note}</span>}
                </td>
                <td className="px-6 py-4 text-slate-700">{formatCarryOver(pack)}</td>
                <td className="px-6 py-4 text-slate-700">{pack.overage}</td>
                <td className="px-6 py-4 text-slate-600">{pack.idealFor}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
