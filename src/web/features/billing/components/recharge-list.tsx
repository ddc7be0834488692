import type { ReactNode } from 'react';
import { formatPrice } from '../../../../shared/french-format';

type TRechargeItem = { id: string; name: string; priceCents: number };

/** A list of recharges (appointments, or SMS), each with its price TTC and its purchase buttons. */
export function RechargeList<T extends TRechargeItem>({
  items,
  actions,
}: {
  items: readonly T[];
  actions: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
        >
          <div>
            <h4 className="font-semibold text-slate-900">{item.name}</h4>
            <p className="text-sm text-slate-700">{formatPrice(item.priceCents)} TTC</p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">{actions(item)}</div>
        </li>
      ))}
    </ul>
  );
}
