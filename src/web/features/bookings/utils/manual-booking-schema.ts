import { z } from 'zod';
import { ZCreateManualBooking } from '../../../../shared/schemas/booking';
import { RECURRENCE_FREQUENCIES, ZRecurrence } from '../../../../shared/schemas/service-options';

/** « Répéter »: not at all, or one of the series' frequencies (issue 32). */
export const REPEAT_CHOICES = ['none', ...RECURRENCE_FREQUENCIES] as const;

/**
 * The manual-booking form: the API's schema, with date and time typed apart in the provider's
 * zone, and « Répéter » with its number of appointments made into the API's `recurrence`.
 */
export const ZManualBookingForm = z
  .object({
    serviceId: z.string().min(1, 'Choisissez une prestation'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Indiquez une date'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Indiquez une heure'),
    client: ZCreateManualBooking.shape.client,
    note: ZCreateManualBooking.shape.note,
    notifyClient: z.boolean(),
    repeat: z.enum(REPEAT_CHOICES, { error: 'Fréquence inconnue' }),
    /** A number input read as a number: NaN when empty, checked only when the booking repeats. */
    count: z.number().or(z.nan()),
  })
  .transform(({ repeat, count, ...values }, ctx) => {
    if (repeat === 'none') return { ...values, recurrence: undefined };
    const recurrence = ZRecurrence.safeParse({ frequency: repeat, count });
    if (recurrence.success) return { ...values, recurrence: recurrence.data };
    for (const issue of recurrence.error.issues) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.path[0] === 'count' ? 'count' : 'repeat'],
        message: issue.message,
      });
    }
    return z.NEVER;
  });
export type TManualBookingFormInput = z.input<typeof ZManualBookingForm>;
export type TManualBookingFormOutput = z.output<typeof ZManualBookingForm>;

/** Server field names (`start`, `client.email`, `recurrence.count`…) mapped to the form's own. */
export function formFieldOf(
  field: string | undefined,
): keyof TManualBookingFormInput | `client.${'name' | 'email' | 'phone' | 'address'}` | null {
  if (field === 'start') return 'time';
  if (field === 'serviceId' || field === 'note') return field;
  if (field === 'client.name' || field === 'client.email' || field === 'client.phone') return field;
  if (field === 'client.address') return field;
  if (field === 'recurrence.count') return 'count';
  if (field === 'recurrence' || field === 'recurrence.frequency') return 'repeat';
  return null;
}
