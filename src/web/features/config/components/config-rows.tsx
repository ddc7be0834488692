import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActionButton } from '../../../components/ui/action-button';

type ConfigRowsProps = {
  /** The rows' stable keys (useFieldArray's ids), in order. */
  ids: string[];
  /** « Sous-traitant », « Témoignage »: each row's legend is this and its number. */
  noun: string;
  /** The fields of row `index`. */
  renderRow: (index: number) => ReactNode;
  /** The « Retirer » button's accessible name for row number `position` (from 1). */
  removeLabel: (position: number) => string;
  onRemove: (index: number) => void;
  onAdd: () => void;
  addLabel: string;
  /** A limit reached: no more rows. */
  addDisabled?: boolean;
};

/** A configuration list an administrator edits: one numbered fieldset per row with « Retirer », then « Ajouter ». */
export function ConfigRows({
  ids,
  noun,
  renderRow,
  removeLabel,
  onRemove,
  onAdd,
  addLabel,
  addDisabled = false,
}: ConfigRowsProps) {
  return (
    <>
      <ol className="space-y-4">
        {ids.map((id, index) => (
          <li key={id}>
            <fieldset className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-medium text-slate-800">
                {noun} {index + 1}
              </legend>
              {renderRow(index)}
              <ActionButton
                variant="secondary"
                size="sm"
                className="mt-3"
                aria-label={removeLabel(index + 1)}
                onClick={() => onRemove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Retirer
              </ActionButton>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <ActionButton variant="secondary" disabled={addDisabled} onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </ActionButton>
      </div>
    </>
  );
}
