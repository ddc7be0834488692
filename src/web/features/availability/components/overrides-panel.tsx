import { CalendarOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateKey } from '../../../../shared/french-format';
import type { TOverride } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { parseApiError } from '../../../lib/parse-api-error';
import { useOverridesQuery } from '../../../lib/provider-data/get-overrides';
import { useDeleteOverridesMutation } from '../api/delete-override';
import { formatOverrideHours, todayIn } from '../utils/override-days';
import { groupOverrides, type TOverrideGroup } from '../utils/override-groups';
import { HolidaysPanel } from './holidays-panel';
import { OverrideForm } from './override-form';

/** « le lundi 3 août 2026 » or « du lundi 3 août au lundi 17 août 2026 ». */
export function periodLabel(group: Pick<TOverrideGroup, 'from' | 'to'>): string {
  if (group.from === group.to) return formatDateKey(group.from, 'full');
  return `du ${formatDateKey(group.from, 'full')} au ${formatDateKey(group.to, 'full')}`;
}

const iconButton =
  'shrink-0 rounded-lg p-2 text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-500';

function OverrideList({
  groups,
  onEdit,
  onDelete,
}: {
  groups: TOverrideGroup[];
  onEdit: (group: TOverrideGroup) => void;
  onDelete: (group: TOverrideGroup) => void;
}) {
  if (groups.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
        <CalendarOff className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
        Aucune exception à venir : vos horaires de la semaine s’appliquent tous les jours.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Exceptions à venir">
      {groups.map((group) => {
        const when = periodLabel(group);
        const named = group.from === group.to ? `du ${when}` : when;
        return (
          <li key={group.from} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 first-letter:uppercase">{when}</p>
              <p className={`text-sm ${group.ranges.length === 0 ? 'text-red-700' : 'text-slate-700'}`}>
                {formatOverrideHours(group.ranges)}
              </p>
              {group.note && <p className="text-sm break-words text-slate-500">{group.note}</p>}
            </div>
            <div className="flex">
              <button
                type="button"
                onClick={() => onEdit(group)}
                aria-label={`Modifier l’exception ${named}`}
                className={`${iconButton} hover:bg-slate-100`}
              >
                <Pencil className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => onDelete(group)}
                aria-label={`Supprimer l’exception ${named}`}
                className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Date exceptions (holidays, closed days, periods, special hours) that take precedence over the weekly hours. */
export function OverridesPanel({ timezone }: { timezone: string }) {
  const today = todayIn(timezone);
  const overrides = useOverridesQuery(today);
  const remove = useDeleteOverridesMutation();
  const [form, setForm] = useState<{ editing?: TOverrideGroup } | null>(null);
  const [deleting, setDeleting] = useState<TOverrideGroup | null>(null);
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
          const upcoming: TOverride[] = list
            .filter((o) => o.date >= today)
            .sort((a, b) => a.date.localeCompare(b.date));
          return (
            <div className="space-y-4">
              <OverrideList
                groups={groupOverrides(upcoming)}
                onEdit={(editing) => setForm({ editing })}
                onDelete={setDeleting}
              />
              <ActionButton variant="secondary" onClick={() => setForm({})}>
                <Plus className="size-4" aria-hidden="true" />
                Ajouter une exception
              </ActionButton>
              <ModalDialog
                open={form !== null}
                onOpenChange={(open) => !open && setForm(null)}
                title={form?.editing ? 'Modifier l’exception' : 'Nouvelle exception'}
              >
                {form && (
                  <OverrideForm
                    today={today}
                    existing={upcoming}
                    editing={form.editing}
                    onDone={() => setForm(null)}
                  />
                )}
              </ModalDialog>
            </div>
          );
        }}
      </QueryState>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <HolidaysPanel today={today} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && closeDelete()}
        title="Supprimer cette exception ?"
        confirmLabel="Supprimer"
        pending={remove.isPending}
        error={remove.isError ? parseApiError(remove.error).message : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.overrides.map((o) => o.id),
            { onSuccess: closeDelete },
          )
        }
      >
        <p>
          {deleting ? periodLabel(deleting).replace(/^./, (c) => c.toUpperCase()) : ''}, vos horaires
          habituels de la semaine s’appliqueront de nouveau.
        </p>
      </ConfirmDialog>
    </>
  );
}
