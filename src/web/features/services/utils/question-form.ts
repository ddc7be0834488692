import { z } from 'zod';
import {
  CHOICE_TYPES,
  MAX_QUESTIONS,
  QUESTION_TYPES,
  type TQuestion,
  type TQuestionInput,
  type TQuestionType,
  ZQuestion,
} from '../../../../shared/schemas/service-options';

/** One intake question as the editor holds it: the choices are typed one per line. */
export type TQuestionFormValues = {
  id: string;
  label: string;
  type: TQuestionType;
  required: boolean;
  options: string;
};

/** The choices typed in the textarea, one per line, blank lines left out. */
export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The id answers point to: 8 random hex characters (getRandomValues works outside HTTPS too). */
export function newQuestionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

export function newQuestion(): TQuestionFormValues {
  return { id: newQuestionId(), label: '', type: 'text', required: false, options: '' };
}

export function isChoiceType(type: TQuestionType): boolean {
  return CHOICE_TYPES.includes(type);
}

/** The editor's question, checked by the shared ZQuestion (its French messages, its paths). */
const ZQuestionForm = z
  .object({
    id: z.string(),
    label: z.string(),
    type: z.enum(QUESTION_TYPES, { error: 'Type de question inconnu' }),
    required: z.boolean(),
    options: z.string(),
  })
  .transform(
    ({ options, ...question }): TQuestionInput =>
      isChoiceType(question.type) ? { ...question, options: optionLines(options) } : question,
  )
  .pipe(ZQuestion);

export const ZQuestionsForm = z
  .array(ZQuestionForm)
  .max(MAX_QUESTIONS, `Au plus ${MAX_QUESTIONS} questions par prestation`);

export function questionToForm(question: TQuestion): TQuestionFormValues {
  return {
    id: question.id,
    label: question.label,
    type: question.type,
    required: question.required,
    options: (question.options ?? []).join('\n'),
  };
}
