import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { centsToInput, parsePriceCents } from '../../../../shared/french-format';
import { type TService, ZServiceInput } from '../../../../shared/schemas/provider-setup';
import { SERVICE_OPTION_DEFAULTS, ZCapacity } from '../../../../shared/schemas/service-options';
import { locationToForm, ZLocationForm } from './location-form';
import {
  checkPaymentAgainstPrice,
  NO_PAYMENT_FORM,
  paymentFieldFor,
  paymentToForm,
  ZPaymentForm,
} from './payment-form';
import { questionToForm, ZQuestionsForm } from './question-form';

const MAX_PRICE_CENTS = 10_000_000;

function wholeMinutes(message: string, max: { value: number; message: string }) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().max(max.value, max.message));
}

/**
 * The service form holds what the person typed (strings); its output is the API's service input,
 * checked by the shared schema's own French rules.
 */
export const ZServiceForm = z
  .object({
    name: ZServiceInput.shape.name,
    description: ZServiceInput.shape.description,
    durationMinutes: z
      .string()
      .trim()
      .regex(/^\d+$/, 'Indiquez la durée en minutes')
      .transform(Number)
      .pipe(ZServiceInput.shape.durationMinutes),
    price: z.string().transform((raw, ctx) => {
      const cents = parsePriceCents(raw);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'Prix invalide : saisissez un montant comme 35,50' });
        return z.NEVER;
      }
      if (cents > MAX_PRICE_CENTS) {
        ctx.addIssue({ code: 'custom', message: 'Prix maximal : 100 000 €' });
        return z.NEVER;
      }
      return cents;
    }),
    bufferBeforeMinutes: wholeMinutes('Indiquez un nombre de minutes', {
      value: 240,
      message: '240 minutes au maximum',
    }),
    bufferAfterMinutes: wholeMinutes('Indiquez un nombre de minutes', {
      value: 240,
      message: '240 minutes au maximum',
    }),
    active: z.boolean(),
    capacity: z
      .string()
      .trim()
      .regex(/^\d+$/, 'Le nombre de places doit être un nombre entier')
      .transform(Number)
      .pipe(ZCapacity),
    phoneRequired: z.boolean(),
    location: ZLocationForm,
    questions: ZQuestionsForm,
    payment: ZPaymentForm,
  })
  .superRefine(checkPaymentAgainstPrice);
export type TServiceFormValues = z.input<typeof ZServiceForm>;
export type TServiceFormOutput = z.output<typeof ZServiceForm>;

export const EMPTY_SERVICE_FORM: TServiceFormValues = {
  name: '',
  description: '',
  durationMinutes: '30',
  price: '',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '0',
  active: true,
  capacity: String(SERVICE_OPTION_DEFAULTS.capacity),
  phoneRequired: SERVICE_OPTION_DEFAULTS.phoneRequired,
  location: locationToForm(SERVICE_OPTION_DEFAULTS.location),
  questions: [],
  payment: NO_PAYMENT_FORM,
};

export function serviceToForm(service: TService): TServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    durationMinutes: String(service.durationMinutes),
    price: centsToInput(service.priceCents),
    bufferBeforeMinutes: String(service.bufferBeforeMinutes),
    bufferAfterMinutes: String(service.bufferAfterMinutes),
    active: service.active,
    capacity: String(service.capacity),
    phoneRequired: service.phoneRequired,
    location: locationToForm(service.location),
    questions: service.questions.map(questionToForm),
    payment: paymentToForm(service.payment),
  };
}

/** The API body: the form's price becomes priceCents. */
export function formToServiceInput({ price, ...rest }: TServiceFormOutput) {
  return { ...rest, priceCents: price };
}

type TFormField = FieldPath<TServiceFormValues>;

const SAME_NAME: readonly TFormField[] = [
  'name',
  'description',
  'durationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'capacity',
  'phoneRequired',
];

/**
 * A server error names an API field (`capacity`, `questions.2.options.0`, `location.videoBaseUrl`);
 * the form shows it under the matching input.
 */
export function formFieldFor(apiField: string | undefined): TFormField | undefined {
  if (apiField === undefined) return undefined;
  if (apiField === 'priceCents') return 'price';
  if (apiField.startsWith('location.video')) return 'location.videoUrl';
  if (apiField.startsWith('location')) return 'location.type';
  const question = /^questions\.(\d+)\.(label|type|options)/.exec(apiField);
  if (question) return `questions.${Number(question[1])}.${question[2] as 'label' | 'type' | 'options'}`;
  if (apiField.startsWith('questions')) return 'questions';
  if (apiField.startsWith('payment')) return paymentFieldFor(apiField);
  return SAME_NAME.find((f) => f === apiField);
}

/** The service form as react-hook-form holds it: what was typed in, the API's input out. */
export type TServiceForm = UseFormReturn<TServiceFormValues, unknown, TServiceFormOutput>;
