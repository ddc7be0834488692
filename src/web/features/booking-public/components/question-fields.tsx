import { useId } from 'react';
import type { TQuestion } from '../../../../shared/schemas/service-options';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError } from '../../../components/ui/field-shell';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { answerField, type useBookingForm } from '../hooks/use-booking-form';

/** « Votre niveau (obligatoire) »: every question says whether it must be answered. */
export function questionLabel(question: Pick<TQuestion, 'label' | 'required'>): string {
  return `${question.label} (${question.required ? 'obligatoire' : 'facultatif'})`;
}

type TBookingFormApi = ReturnType<typeof useBookingForm>;
type TChoiceProps = ReturnType<TBookingFormApi['choice']>;

const boxClasses =
  'mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** A single or multiple choice as a group of radios or checkboxes under its legend. */
export function ChoiceQuestion({ question, field }: { question: TQuestion; field: TChoiceProps }) {
  const id = useId();
  const errorId = `${id}-error`;
  const multiple = question.type === 'multichoice';
  const picked = Array.isArray(field.value) ? field.value : [];
  const toggle = (option: string, on: boolean) =>
    field.onValueChange(
      // Kept in the order the provider listed them.
      (question.options ?? []).filter((o) => (o === option ? on : picked.includes(o))),
    );

  return (
    <fieldset
      className="min-w-0"
      aria-describedby={field.error ? errorId : undefined}
      aria-invalid={field.error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{questionLabel(question)}</legend>
      {multiple && <p className="mt-0.5 text-xs text-slate-500">Plusieurs réponses possibles.</p>}
      <div className="mt-2 space-y-2">
        {(question.options ?? []).map((option, index) => (
          <div key={option} className="flex items-start gap-2.5">
            <input
              id={`${id}-${index}`}
              ref={index === 0 ? field.ref : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={field.name}
              value={option}
              checked={multiple ? picked.includes(option) : field.value === option}
              aria-describedby={field.error ? errorId : undefined}
              onChange={(event) =>
                multiple ? toggle(option, event.target.checked) : field.onValueChange(option)
              }
              className={boxClasses}
            />
            <label htmlFor={`${id}-${index}`} className="text-sm break-words text-slate-700">
              {option}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={field.error} />
    </fieldset>
  );
}

/** One intake question as the control its type calls for; the answer stays plain text. */
export function QuestionField({ question, form }: { question: TQuestion; form: TBookingFormApi }) {
  const field = answerField(question);
  const required = question.required ? { 'aria-required': true } : {};
  switch (question.type) {
    case 'text':
      return (
        <TextField label={questionLabel(question)} maxLength={300} {...required} {...form.text(field)} />
      );
    case 'textarea':
      return (
        <TextareaField
          label={questionLabel(question)}
          rows={3}
          maxLength={2000}
          {...required}
          {...form.text(field)}
        />
      );
    case 'checkbox':
      return <CheckboxField label={questionLabel(question)} {...required} {...form.checkbox(field)} />;
    default:
      return <ChoiceQuestion question={question} field={form.choice(field)} />;
  }
}
