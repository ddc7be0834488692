import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { z } from 'zod';
import { ZClientInput, ZCreatePublicBooking } from '../../../../shared/schemas/booking';

/** The client part of ZCreatePublicBooking; the box starts unticked, so it is a boolean until checked. */
const ZBookingForm = z.object({
  client: ZClientInput,
  note: ZCreatePublicBooking.shape.note,
  consent: z.boolean().pipe(ZCreatePublicBooking.shape.consent),
});
export type TBookingFormValues = z.output<typeof ZBookingForm>;

/** What the form holds while the visitor types: every field there, the box ticked or not. */
export type TBookingFormInput = {
  client: { name: string; email: string; phone: string };
  note: string;
  consent: boolean;
};

/** The fields in the order of the form: the first one in error takes the focus. */
export const BOOKING_FORM_FIELDS = [
  'client.name',
  'client.email',
  'client.phone',
  'note',
  'consent',
] as const;
export type TBookingFormField = (typeof BOOKING_FORM_FIELDS)[number];
type TValues = { [F in TBookingFormField]: F extends 'consent' ? boolean : string };
type TErrors = Partial<Record<TBookingFormField, string>>;

const flatten = ({ client, note, consent }: TBookingFormInput): TValues => ({
  'client.name': client.name,
  'client.email': client.email,
  'client.phone': client.phone,
  note,
  consent,
});
const nest = (values: TValues): TBookingFormInput => ({
  client: { name: values['client.name'], email: values['client.email'], phone: values['client.phone'] },
  note: values.note,
  consent: values.consent,
});

/** The shared schema's verdict: the parsed values, or the first message of each field in error. */
export function checkBookingForm(input: TBookingFormInput): { values?: TBookingFormValues; errors: TErrors } {
  const result = ZBookingForm.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  const errors: TErrors = {};
  for (const issue of result.error.issues) {
    const field = BOOKING_FORM_FIELDS.find((name) => name === issue.path.join('.'));
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

type TControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The booking form's state: checked against the shared schema when sent, then again field by
 * field as the visitor corrects it; the first field in error takes the focus. What is typed is
 * handed to `onDraftChange` as it changes.
 */
export function useBookingForm({
  defaultValues,
  onDraftChange,
  onValid,
}: {
  defaultValues: TBookingFormInput;
  onDraftChange: (values: TBookingFormInput) => void;
  onValid: (values: TBookingFormValues) => void;
}) {
  const [values, setValues] = useState(() => flatten(defaultValues));
  const [errors, setErrors] = useState<TErrors>({});
  const sent = useRef(false);
  const controls = useRef<Partial<Record<TBookingFormField, TControl>>>({});

  const change = (field: TBookingFormField, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onDraftChange(nest(next));
    if (!sent.current) return;
    const message = checkBookingForm(nest(next)).errors[field];
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
      value: values[field],
      onChange: (event: ChangeEvent<TControl>) => change(field, event.target.value),
    }),
    /** Props of the consent checkbox. */
    checkbox: (field: 'consent') => ({
      ...common(field),
      checked: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.checked),
    }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      sent.current = true;
      const checked = checkBookingForm(nest(values));
      setErrors(checked.errors);
      if (checked.values) return onValid(checked.values);
      const first = BOOKING_FORM_FIELDS.find((field) => checked.errors[field] !== undefined);
      if (first) controls.current[first]?.focus();
    },
    setError,
  };
}
