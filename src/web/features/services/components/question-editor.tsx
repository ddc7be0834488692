import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES } from '../../../../shared/schemas/service-options';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { isChoiceType } from '../utils/question-form';
import type { TServiceForm } from '../utils/service-form-schema';

/** The first message of a field's error, also when it sits on one of its items (`options.2`). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const nested of Object.values(error)) {
    const message = messageOf(nested);
    if (message) return message;
  }
  return undefined;
}

const iconButton =
  'rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

type QuestionEditorProps = {
  form: TServiceForm;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
  onDragStart: (event: ReactPointerEvent<HTMLElement>) => void;
};

/** One intake question: its wording, answer type, whether it is required and its choices. */
export function QuestionEditor({ form, index, count, onMove, onDelete, onDragStart }: QuestionEditorProps) {
  const type = useWatch({ control: form.control, name: `questions.${index}.type` });
  const errors = form.formState.errors.questions?.[index];
  const name = (field: 'label' | 'type' | 'required' | 'options') => `questions.${index}.${field}` as const;

  return (
    // The legend stays the fieldset's first child: it names the group (« Question 2 »).
    <fieldset className="relative min-w-0">
      <legend className="float-left pt-2 pl-7 text-sm font-semibold text-slate-900">
        Question {index + 1}
      </legend>
      <span
        aria-hidden="true"
        title="Glisser pour déplacer"
        data-drag-handle
        onPointerDown={onDragStart}
        className="absolute top-1.5 -left-1 cursor-grab touch-none rounded p-1 text-slate-400 hover:text-slate-700 active:cursor-grabbing"
      >
        <GripVertical className="size-5" />
      </span>
      <div className="flex justify-end gap-1">
        <button
          type="button"
          aria-label="Monter"
          title="Monter"
          data-move="up"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          className={iconButton}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label="Descendre"
          title="Descendre"
          data-move="down"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          className={iconButton}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label="Supprimer la question"
          title="Supprimer la question"
          onClick={onDelete}
          className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="clear-both mt-2 space-y-3">
        <TextField
          label="Intitulé"
          maxLength={200}
          placeholder="Avez-vous des allergies ?"
          error={errors?.label?.message}
          {...form.register(name('label'))}
        />
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <SelectField label="Type de réponse" error={errors?.type?.message} {...form.register(name('type'))}>
            {QUESTION_TYPES.map((option) => (
              <option key={option} value={option}>
                {QUESTION_TYPE_LABELS[option]}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            label="Réponse obligatoire"
            className="sm:pb-3"
            {...form.register(name('required'))}
          />
        </div>
        {isChoiceType(type) && (
          <TextareaField
            label="Choix proposés"
            rows={3}
            hint="Un choix par ligne (20 au plus)."
            error={messageOf(errors?.options)}
            {...form.register(name('options'))}
          />
        )}
      </div>
    </fieldset>
  );
}
