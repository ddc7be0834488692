import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateKey } from '../../../../shared/french-format';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { parseApiError } from '../../../lib/parse-api-error';
import { useDeleteOverrideMutation } from '../api/delete-override';
import { useOverridesQuery } from '../api/get-overrides';
import { formatOverrideHours, todayIn } from '../utils/override-days';
import { OverrideForm } from './override-form';

function OverrideList({ overrides, onDelete }: { overrides: TOverride[]; onDelete: (o: TOverride) => void }) {
  if (overrides.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
        <CalendarOff className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
        Aucune exception à venir : vos horaires de la semaine s’appliquent tous les jours.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Exceptions à venir">
      {overrides.map((override) => {
        const day = formatDateKey(override.date, 'full');
        return (
          <li key={override.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 first-letter:uppercase">{day}</p>
              <p className={`text-sm ${override.ranges.length === 0 ? 'text-red-700' : 'text-slate-700'}`}>
                {formatOverrideHours(override.ranges)}
              </p>
              {override.note && <p className="text-sm break-words text-slate-500">{override.note}</p>}
            </div>
            <button
              type="button"
              onClick={() => onDelete(override)}
              aria-label={`Supprimer l’exception du ${day}`}
              className="shrink-0 rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-500"
            >
              <Trash2 className="size-5" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Date exceptions (holidays, closed days, special hours) that take precedence over the weekly hours. */
export function OverridesPanel({ timezone }: { timezone: string }) {
  const today = todayIn(timezone);
  const overrides = useOverridesQuery(today);
  const remove = useDeleteOverrideMutation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TOverride | null>(null);
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <>
      <QueryState
        query={overrides}
        loadingLabel="Chargement des exceptions…"
        errorLabel="Impossible de charger vos exceptions."
      >
        {(list) => {
          // The page may stay open past midnight: yesterday's exception is no longer upcoming.
          const upcoming = list.filter((o) => o.date >= today).sort((a, b) => a.date.localeCompare(b.date));
          return (
            <div className="space-y-4">
              <OverrideList overrides={upcoming} onDelete={setDeleting} />
              <ActionButton variant="secondary" onClick={() => setAdding(true)}>
                <Plus className="size-4" aria-hidden="true" />
                Ajouter une exception
              </ActionButton>
              <ModalDialog open={adding} onOpenChange={setAdding} title="Nouvelle exception">
                {adding && <OverrideForm today={today} existing={upcoming} onDone={() => setAdding(false)} />}
              </ModalDialog>
            </div>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && closeDelete()}
        title="Supprimer cette exception ?"
        confirmLabel="Supprimer"
        pending={remove.isPending}
        error={remove.isError ? parseApiError(remove.error).message : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
      >
        <p>
          Le {deleting ? formatDateKey(deleting.date, 'full') : ''}, vos horaires habituels de la semaine
          s’appliqueront de nouveau.
        </p>
      </ConfirmDialog>
    </>
  );
}
