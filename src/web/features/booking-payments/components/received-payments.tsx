import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { TextField } from '../../../components/ui/text-field';
import { downloadApiFile } from '../../../lib/save-file';
import { todayIn } from '../../../lib/zoned-time';
import {
  receivedPaymentsPath,
  type TPaymentsRange,
  useReceivedPaymentsQuery,
} from '../api/received-payments';
import { ReceivedPaymentsList } from './received-payments-list';

/** The list opens on the last 90 days, today included. */
export const DEFAULT_DAYS = 90;

export function defaultRange(zone: string): TPaymentsRange {
  const today = todayIn(zone);
  return { from: today.minus({ days: DEFAULT_DAYS - 1 }).toISODate() ?? '', to: today.toISODate() ?? '' };
}

/** « Exporter (CSV) »: the same range as a file, fetched with the session (a plain link would have none). */
function ExportButton({ range }: { range: TPaymentsRange }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async () => {
    setState('busy');
    try {
      await downloadApiFile(receivedPaymentsPath(range, true), `paiements-${range.from}-${range.to}.csv`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <ActionButton variant="secondary" loading={state === 'busy'} onClick={run}>
        Exporter (CSV)
      </ActionButton>
      {state === 'failed' && (
        <span role="alert" className="mt-1 block text-xs text-red-700">
          L’export n’a pas pu être téléchargé. Réessayez.
        </span>
      )}
    </div>
  );
}

/** « Paiements reçus »: what clients paid or left as a guarantee, by the booking's date range. */
export function ReceivedPayments({ zone }: { zone: string }) {
  const [range, setRange] = useState(() => defaultRange(zone));
  const query = useReceivedPaymentsQuery(range);
  const set = (key: keyof TPaymentsRange) => (value: string) => {
    // A cleared or half-typed date keeps the last full one.
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setRange((r) => ({ ...r, [key]: value }));
  };
  return (
    <section aria-labelledby="received-payments-title" className="space-y-4">
      <h2 id="received-payments-title" className="text-lg font-semibold text-slate-900">
        Paiements reçus
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Période des paiements"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Du"
          type="date"
          defaultValue={range.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <TextField
          label="Au"
          type="date"
          defaultValue={range.to}
          onChange={(e) => set('to')(e.target.value)}
        />
        <ExportButton range={range} />
      </form>
      <QueryState
        query={query}
        loadingLabel="Chargement des paiements…"
        errorLabel="Impossible de charger les paiements reçus."
      >
        {(payments) =>
          payments.length === 0 ? (
            <EmptyState icon={Banknote} title="Aucun paiement sur cette période">
              Les acomptes, paiements complets et cartes en garantie de vos clients apparaîtront ici.
            </EmptyState>
          ) : (
            <ReceivedPaymentsList payments={payments} zone={zone} />
          )
        }
      </QueryState>
    </section>
  );
}
