import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_QUESTIONS } from '../../../../shared/schemas/service-options';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError } from '../../../components/ui/field-shell';
import { useListDrag } from '../hooks/use-list-drag';
import { newQuestion } from '../utils/question-form';
import type { TServiceForm } from '../utils/service-form-schema';
import { QuestionEditor } from './question-editor';

/** Where the focus goes once a question moved (keyboard) or one was deleted. */
type TFocusAfter = { kind: 'moved'; index: number; direction: 'up' | 'down' } | { kind: 'deleted' };

function dropLine(index: number, drag: { from: number; to: number } | null): string {
  if (!drag || drag.to !== index || drag.from === index) return '';
  return drag.to > drag.from
    ? 'after:absolute after:inset-x-0 after:-bottom-2 after:h-1 after:rounded after:bg-brand-500'
    : 'before:absolute before:inset-x-0 before:-top-2 before:h-1 before:rounded before:bg-brand-500';
}

/**
 * « Questions à poser au client »: up to 10, added, edited, reordered (by drag, or with « Monter »
 * / « Descendre ») and deleted after confirmation. The booking form asks them after the contact fields.
 */
export function QuestionListEditor({ form }: { form: TServiceForm }) {
  const { fields, append, move, remove } = useFieldArray({
    control: form.control,
    name: 'questions',
    keyName: 'key',
  });
  const labels = useWatch({ control: form.control, name: 'questions' });
  const [deleting, setDeleting] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<TFocusAfter | null>(null);
  const addRow = useRef<HTMLDivElement>(null);
  const full = fields.length >= MAX_QUESTIONS;

  const moveQuestion = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    setAnnouncement(`Question déplacée en position ${to + 1} sur ${fields.length}.`);
  };
  const { listRef, drag, startDrag } = useListDrag(moveQuestion);

  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    if (focusAfter.kind === 'deleted') {
      addRow.current?.querySelector('button')?.focus();
      return;
    }
    const row = listRef.current?.querySelector(`:scope > [data-row-index="${focusAfter.index}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.direction}"]`);
    // At the top or the bottom the same button is now disabled: the other one takes the focus.
    (same && !same.disabled
      ? same
      : row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    )?.focus();
  }, [focusAfter, listRef]);

  const rootError =
    form.formState.errors.questions?.message ?? form.formState.errors.questions?.root?.message;
  const deletingLabel = deleting === null ? '' : labels?.[deleting]?.label.trim();

  return (
    <section aria-labelledby="questions-title" aria-describedby="questions-hint" className="min-w-0">
      <h3 id="questions-title" className="text-sm font-medium text-slate-800">
        Questions à poser au client
      </h3>
      <p id="questions-hint" className="mt-1 text-xs text-slate-500">
        Posées dans le formulaire de réservation, après les coordonnées ({MAX_QUESTIONS} au plus). Les
        réponses vous sont transmises avec le rendez-vous.
      </p>
      {fields.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-600">
          Aucune question pour l’instant.
        </p>
      ) : (
        <ol ref={listRef} className="mt-3 space-y-4" aria-label="Questions à poser au client">
          {fields.map((field, index) => (
            <li
              key={field.key}
              data-row-index={index}
              className={`relative rounded-xl border border-slate-200 bg-white p-3 sm:p-4 ${
                drag?.from === index ? 'opacity-60 ring-2 ring-brand-400' : ''
              } ${dropLine(index, drag)}`}
            >
              <QuestionEditor
                form={form}
                index={index}
                count={fields.length}
                onMove={(from, to) => {
                  moveQuestion(from, to);
                  setFocusAfter({ kind: 'moved', index: to, direction: to < from ? 'up' : 'down' });
                }}
                onDelete={() => setDeleting(index)}
                onDragStart={(event) => startDrag(index, event)}
              />
            </li>
          ))}
        </ol>
      )}
      <FieldError id="questions-error" message={rootError} />
      <div ref={addRow} className="mt-3 flex flex-col items-start gap-1.5">
        <ActionButton
          variant="secondary"
          size="sm"
          disabled={full}
          aria-describedby={full ? 'questions-full' : undefined}
          onClick={() => append(newQuestion(), { focusName: `questions.${fields.length}.label` })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Ajouter une question
        </ActionButton>
        {full && (
          <p id="questions-full" className="text-xs text-slate-600">
            Vous avez atteint le maximum de {MAX_QUESTIONS} questions pour cette prestation.
          </p>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deletingLabel ? `Supprimer la question « ${deletingLabel} » ?` : 'Supprimer cette question ?'}
        confirmLabel="Supprimer"
        onConfirm={() => {
          if (deleting !== null) remove(deleting);
          setDeleting(null);
          setAnnouncement('Question supprimée.');
          setFocusAfter({ kind: 'deleted' });
        }}
      >
        <p>
          Elle ne sera plus posée aux prochains clients. Les réponses déjà données restent sur leurs
          rendez-vous.
        </p>
      </ConfirmDialog>
    </section>
  );
}
