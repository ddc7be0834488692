import { z } from 'zod';
import { ZCreateManualBooking } from '../../../../shared/schemas/booking';

/** The manual-booking form: the API's schema, with date and time typed apart in the provider's zone. */
export const ZManualBookingForm = z.object({
  serviceId: z.string().min(1, 'Choisissez une prestation'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Indiquez une date'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Indiquez une heure'),
  client: ZCreateManualBooking.shape.client,
  note: ZCreateManualBooking.shape.note,
  notifyClient: z.boolean(),
});
export type TManualBookingFormInput = z.input<typeof ZManualBookingForm>;
export type TManualBookingFormOutput = z.output<typeof ZManualBookingForm>;

/** Server field names (`start`, `client.email`…) mapped to the form's own. */
export function formFieldOf(
  field: string | undefined,
): keyof TManualBookingFormInput | 'client.name' | 'client.email' | 'client.phone' | null {
  if (field === 'start') return 'time';
  if (field === 'serviceId' || field === 'note') return field;
  if (field === 'client.name' || field === 'client.email' || field === 'client.phone') return field;
  return null;
}
