import { formatMonthKey, formatPrice } from '../../../../shared/french-format';
import {
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  type TComptaResponse,
} from '../../../../shared/schemas/payments';
import { ScrollArea } from '../../../components/ui/scroll-area';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

const cell = 'py-2 pr-3 text-right tabular-nums';

/** The books of a range (ADR 0037): key figures, then revenue month by month and by product. */
export function ComptaSummary({ books }: { books: TComptaResponse }) {
  const { totals } = books;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Ventes TTC" value={formatPrice(totals.inclCents)} />
        <Figure label="Ventes HT" value={formatPrice(totals.exclCents)} />
        <Figure label="Remboursements TTC" value={formatPrice(totals.refundsInclCents)} />
        <Figure label="Net TTC" value={formatPrice(totals.netInclCents)} />
        <Figure label="TVA nette" value={formatPrice(totals.netInclCents - totals.netExclCents)} />
        <Figure label="Abonnements actifs" value={String(books.activeSubscriptions)} />
        <Figure label="MRR HT" value={formatPrice(books.mrrExclCents)} />
        <Figure label="Dont payés par carte" value={String(books.cardSubscriptions)} />
      </dl>
      <ScrollArea label="Chiffre d’affaires par mois">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            Chiffre d’affaires par mois
          </caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Mois
              </th>
              <th scope="col" className={cell}>
                HT
              </th>
              <th scope="col" className={cell}>
                TVA
              </th>
              <th scope="col" className={cell}>
                TTC
              </th>
              <th scope="col" className={cell}>
                Remboursements
              </th>
              <th scope="col" className={cell}>
                Net TTC
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...books.months, { ...totals, month: 'Total' }].map((m) => (
              <tr key={m.month} className={m.month === 'Total' ? 'font-semibold' : undefined}>
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  {m.month === 'Total' ? 'Total' : formatMonthKey(m.month)}
                </th>
                <td className={cell}>{formatPrice(m.exclCents)}</td>
                <td className={cell}>{formatPrice(m.vatCents)}</td>
                <td className={cell}>{formatPrice(m.inclCents)}</td>
                <td className={cell}>{formatPrice(m.refundsInclCents)}</td>
                <td className={cell}>{formatPrice(m.netInclCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <ScrollArea label="Par produit">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">Par produit</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Produit
              </th>
              <th scope="col" className={cell}>
                HT
              </th>
              <th scope="col" className={cell}>
                TTC
              </th>
              <th scope="col" className={cell}>
                Remboursements TTC
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {PRODUCT_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  {PRODUCT_TYPE_LABELS[type]}
                </th>
                <td className={cell}>{formatPrice(totals.byType[type].exclCents)}</td>
                <td className={cell}>{formatPrice(totals.byType[type].inclCents)}</td>
                <td className={cell}>{formatPrice(totals.byType[type].refundsInclCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}
