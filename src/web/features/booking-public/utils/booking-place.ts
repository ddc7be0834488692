import type { TSlot } from '../../../../shared/schemas/booking';
import { LOCATION_LABELS, type TLocationType } from '../../../../shared/schemas/service-options';
import type { TBookingFormValues, TFormService } from '../hooks/use-booking-form';

/** « En visio », « Au téléphone », « À domicile », « Au cabinet — 12 rue des Lilas… » (the office only in person). */
export function placeText(type: TLocationType, officeAddress: string): string {
  if (type === 'in_person' && officeAddress) return `${LOCATION_LABELS.in_person} — ${officeAddress}`;
  return LOCATION_LABELS[type];
}

/** « 1 place restante », « 3 places restantes ». */
export function remainingText(remaining: number): string {
  return remaining === 1 ? '1 place restante' : `${remaining} places restantes`;
}

/**
 * The body of POST /api/public/providers/{id}/bookings: the address only for a home visit, the
 * answers only when the service asks questions.
 */
export function publicBookingInput(
  service: TFormService & { id: string },
  slot: TSlot,
  { client, note, answers }: TBookingFormValues,
) {
  const { address, ...contact } = client;
  return {
    serviceId: service.id,
    start: slot.start,
    client: service.location.type === 'home' ? { ...contact, address } : contact,
    note,
    ...(service.questions.length > 0 ? { answers: withoutBlanks(answers) } : {}),
    consent: true as const,
  };
}

/** Unanswered optional questions are left out, as the server would store them. */
function withoutBlanks(answers: TBookingFormValues['answers']) {
  const kept: Record<string, string | string[] | boolean> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    kept[id] = value;
  }
  return kept;
}
