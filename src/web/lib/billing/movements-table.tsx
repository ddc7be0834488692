import { formatDateTime } from '../../../shared/french-format';
import { BILLING_TIME_ZONE } from '../../../shared/pricing';
import { MOVEMENT_LABELS, type TMovement } from '../../../shared/schemas/billing';
import { ScrollArea } from '../../components/ui/scroll-area';

const signed = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

/** The ledger as a table: date, movement, signed amount (appointments, or SMS), reason (and who, for the team's). */
export function MovementsTable({
  movements,
  caption,
  unit = 'Rendez-vous',
}: {
  movements: TMovement[];
  caption: string;
  unit?: 'Rendez-vous' | 'SMS';
}) {
  if (movements.length === 0)
    return <p className="text-sm text-slate-600">Aucun mouvement pour l’instant.</p>;
  return (
    <ScrollArea label={caption}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Mouvement
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {unit}
            </th>
            <th scope="col" className="py-2 font-semibold">
              Motif
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {movements.map((m) => (
            <tr key={m.id}>
              <td className="py-2 pr-3 whitespace-nowrap text-slate-600">
                {formatDateTime(m.createdAt, BILLING_TIME_ZONE, 'medium')}
              </td>
              <td className="py-2 pr-3 text-slate-900">{MOVEMENT_LABELS[m.kind]}</td>
              <td
                className={`py-2 pr-3 text-right font-semibold tabular-nums ${m.amount > 0 ? 'text-emerald-700' : 'text-slate-900'}`}
              >
                {signed(m.amount)}
              </td>
              <td className="py-2 text-slate-600">
                {m.reason}
                {m.authorName && <span className="block text-xs">par {m.authorName}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
