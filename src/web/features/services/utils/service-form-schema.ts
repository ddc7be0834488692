import { z } from 'zod';
import { centsToInput, parsePriceCents } from '../../../../shared/french-format';
import { type TService, ZServiceInput } from '../../../../shared/schemas/provider-setup';

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
export const ZServiceForm = z.object({
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
});
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
  };
}

/** The API body: the form's price becomes priceCents. */
export function formToServiceInput({ price, ...rest }: TServiceFormOutput) {
  return { ...rest, priceCents: price };
}

/** A server error names an API field; the form shows it under the matching input. */
export function formFieldFor(apiField: string | undefined): keyof TServiceFormValues | undefined {
  if (apiField === 'priceCents') return 'price';
  const fields: Array<keyof TServiceFormValues> = [
    'name',
    'description',
    'durationMinutes',
    'bufferBeforeMinutes',
    'bufferAfterMinutes',
  ];
  return fields.find((f) => f === apiField);
}
