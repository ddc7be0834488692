import { Download, Eraser } from 'lucide-react';
import type { TClientSummary } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';

const eraseClasses =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 py-2 text-sm ' +
  'font-semibold whitespace-nowrap text-red-700 transition-colors hover:border-red-300 hover:bg-red-50 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-500';

type ClientDataActionsProps = {
  client: TClientSummary;
  exporting: boolean;
  onExport: (client: TClientSummary) => void;
  onErase: (client: TClientSummary) => void;
};

/**
 * A customer's data rights, exercised through the provider (art. 15, 17, 20). The server finds
 * them by e-mail: a customer booked by phone only has nothing to act on here.
 */
export function ClientDataActions({ client, exporting, onExport, onErase }: ClientDataActionsProps) {
  if (!client.email) return <span className="text-xs text-slate-500">Sans e-mail</span>;
  return (
    <div className="flex flex-wrap gap-2 md:flex-col md:items-end xl:flex-row xl:justify-end">
      <ActionButton
        variant="secondary"
        size="sm"
        className="whitespace-nowrap"
        loading={exporting}
        onClick={() => onExport(client)}
        aria-label={`Exporter ses données de ${client.name}`}
      >
        {!exporting && <Download className="size-4" aria-hidden="true" />}
        Exporter ses données
      </ActionButton>
      <button
        type="button"
        className={eraseClasses}
        onClick={() => onErase(client)}
        aria-label={`Effacer ses données de ${client.name}`}
      >
        <Eraser className="size-4" aria-hidden="true" />
        Effacer ses données
      </button>
    </div>
  );
}
