import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { z } from 'zod';
import { type TPublicProvider, ZClientInput, ZCreatePublicBooking } from '../../../../shared/schemas/booking';
import {
  answersSchemaFor,
  type TAnswerValue,
  type TQuestion,
} from '../../../../shared/schemas/service-options';

/** What the form needs to know of the chosen service: its questions, its phone rule, its place. */
export type TFormService = Pick<
  TPublicProvider['services'][number],
  'questions' | 'phoneRequired' | 'location'
>;

export { PHONE_REQUIRED_MESSAGE as PHONE_REQUIRED } from '../../../../shared/schemas/service-options';

import { PHONE_REQUIRED_MESSAGE as PHONE_REQUIRED } from '../../../../shared/schemas/service-options';
export const ADDRESS_REQUIRED = "L'adresse du rendez-vous est requise";

/**
 * The client part of ZCreatePublicBooking, with the service's own rules (the server checks the
 * same): the phone when required, the address of a home visit, and the answers through the one
 * shared `answersSchemaFor`. The box starts unticked, so it is a boolean until checked.
 */
function bookingFormSchema(service: TFormService) {
  return z.object({
    client: ZClientInput.superRefine((client, ctx) => {
      if (service.phoneRequired && client.phone === '')
        ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED });
      if (service.location.type === 'home' && client.address === '')
        ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_REQUIRED });
    }),
    note: ZCreatePublicBooking.shape.note,
    answers: answersSchemaFor(service.questions),
    consent: z.boolean().pipe(ZCreatePublicBooking.shape.consent),
  });
}
export type TBookingFormValues = z.output<ReturnType<typeof bookingFormSchema>>;

/** What the form holds while the visitor types: every field there, the boxes ticked or not. */
export type TBookingFormInput = {
  client: { name: string; email: string; phone: string; address: string };
  note: string;
  consent: boolean;
  /** By question id; kept across services so that going back and forth loses nothing. */
  answers: Record<string, TAnswerValue>;
};

type TContactField = 'client.name' | 'client.email' | 'client.phone' | 'client.address' | 'note';
export type TBookingFormField = TContactField | 'consent' | `answers.${string}`;
type TErrors = Partial<Record<TBookingFormField, string>>;

export const answerField = (question: Pick<TQuestion, 'id'>): `answers.${string}` => `answers.${question.id}`;

/** The fields in the order of the form: the first one in error takes the focus. */
export function bookingFormFields(service: TFormService): TBookingFormField[] {
  return [
    'client.name',
    'client.email',
    'client.phone',
    ...(service.location.type === 'home' ? (['client.address'] as const) : []),
    'note',
    ...service.questions.map(answerField),
    'consent',
  ];
}

/** An unanswered question, as its type holds it. */
function blankAnswer(question: TQuestion): TAnswerValue {
  if (question.type === 'multichoice') return [];
  if (question.type === 'checkbox') return false;
  return '';
}

/** The answers to this service's questions only (the shared schema refuses any other id). */
function answersFor(questions: readonly TQuestion[], draft: Record<string, TAnswerValue>) {
  const answers: Record<string, TAnswerValue> = {};
  for (const question of questions) {
    const kept = draft[question.id];
    answers[question.id] =
      typeof kept === typeof blankAnswer(question) ? (kept as TAnswerValue) : blankAnswer(question);
  }
  return answers;
}

/** The field a server error names: `answers.{id}.0` is said under its question. */
export function formFieldOf(apiField: string | undefined): TBookingFormField | undefined {
  if (!apiField) return undefined;
  if (apiField.startsWith('answers.')) return `answers.${apiField.split('.')[1] ?? ''}`;
  return (['client.name', 'client.email', 'client.phone', 'client.address', 'note', 'consent'] as const).find(
    (field) => field === apiField,
  );
}

/** The shared schemas' verdict: the parsed values, or the first message of each field in error. */
export function checkBookingForm(
  input: TBookingFormInput,
  service: TFormService,
): { values?: TBookingFormValues; errors: TErrors } {
  const result = bookingFormSchema(service).safeParse({
    ...input,
    answers: answersFor(service.questions, input.answers),
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: TErrors = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

function read(input: TBookingFormInput, field: TBookingFormField): TAnswerValue {
  if (field === 'note' || field === 'consent') return input[field];
  if (field.startsWith('client.')) return input.client[field.slice(7) as keyof TBookingFormInput['client']];
  return input.answers[field.slice(8)] ?? '';
}

function write(input: TBookingFormInput, field: TBookingFormField, value: TAnswerValue): TBookingFormInput {
  if (field === 'note' && typeof value === 'string') return { ...input, note: value };
  if (field === 'consent' && typeof value === 'boolean') return { ...input, consent: value };
  if (field.startsWith('client.') && typeof value === 'string')
    return { ...input, client: { ...input.client, [field.slice(7)]: value } };
  return { ...input, answers: { ...input.answers, [field.slice(8)]: value } };
}

type TControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The booking form's state: checked against the shared schemas when sent, then again field by
 * field as the visitor corrects it; the first field in error takes the focus. What is typed is
 * handed to `onDraftChange` as it changes.
 */
export function useBookingForm({
  service,
  defaultValues,
  onDraftChange,
  onValid,
}: {
  service: TFormService;
  defaultValues: TBookingFormInput;
  onDraftChange: (values: TBookingFormInput) => void;
  onValid: (values: TBookingFormValues) => void;
}) {
  const [values, setValues] = useState(() => ({
    ...defaultValues,
    answers: { ...defaultValues.answers, ...answersFor(service.questions, defaultValues.answers) },
  }));
  const [errors, setErrors] = useState<TErrors>({});
  const sent = useRef(false);
  const controls = useRef<Partial<Record<TBookingFormField, TControl>>>({});

  const change = (field: TBookingFormField, value: TAnswerValue) => {
    const next = write(values, field, value);
    setValues(next);
    onDraftChange(next);
    if (!sent.current) return;
    const message = checkBookingForm(next, service).errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  /** An error the server found in a field: shown under it, and the field takes the focus. */
  const setError = useCallback((field: TBookingFormField, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
    controls.current[field]?.focus();
  }, []);

  const common = (field: TBookingFormField) => ({
    name: field,
    error: errors[field],
    ref: (control: TControl | null) => {
      if (control) controls.current[field] = control;
      else delete controls.current[field];
    },
  });

  return {
    /** Props of a text input or textarea. */
    text: (field: Exclude<TBookingFormField, 'consent'>) => ({
      ...common(field),
      value: String(read(values, field)),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        change(field, event.target.value),
    }),
    /** Props of a single checkbox (the consent, a yes/no question). */
    checkbox: (field: TBookingFormField) => ({
      ...common(field),
      checked: read(values, field) === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.checked),
    }),
    /** A choice question's value, its error, and how to change it (its group takes the focus). */
    choice: (field: TBookingFormField) => ({
      ...common(field),
      value: read(values, field),
      onValueChange: (value: string | string[]) => change(field, value),
    }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      sent.current = true;
      const checked = checkBookingForm(values, service);
      setErrors(checked.errors);
      if (checked.values) return onValid(checked.values);
      const first = bookingFormFields(service).find((field) => checked.errors[field] !== undefined);
      if (first) controls.current[first]?.focus();
    },
    setError,
  };
}
