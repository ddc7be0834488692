import type { TPublicProvider } from '../../../../shared/schemas/booking';
import {
  type TJoinWaitlist,
  WAITLIST_MAX_DAYS_APART,
  WAITLIST_MESSAGES,
  ZJoinWaitlist,
} from '../../../../shared/schemas/waitlist';

/** The server's message for a service that needs the phone (the booking form says the same). */
export { PHONE_REQUIRED_MESSAGE as PHONE_REQUIRED } from '../../../../shared/schemas/service-options';

import { PHONE_REQUIRED_MESSAGE as PHONE_REQUIRED } from '../../../../shared/schemas/service-options';

export type TWaitlistFormValues = {
  name: string;
  email: string;
  phone: string;
  from: string;
  to: string;
  consent: boolean;
  /** The honeypot: people never see it, robots fill it in. */
  website: string;
};

/** The form's fields in their order, named as the server names them in a 400. */
export const WAITLIST_FIELDS = [
  'client.name',
  'client.email',
  'client.phone',
  'from',
  'to',
  'consent',
] as const;
export type TWaitlistField = (typeof WAITLIST_FIELDS)[number];
export type TWaitlistErrors = Partial<Record<TWaitlistField, string>>;

export function isWaitlistField(field: string | undefined): field is TWaitlistField {
  return WAITLIST_FIELDS.some((f) => f === field);
}

function windowError(from: string, to: string): string | undefined {
  if (from > to) return WAITLIST_MESSAGES.toBeforeFrom;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days > WAITLIST_MAX_DAYS_APART ? WAITLIST_MESSAGES.tooLong : undefined;
}

/**
 * The request, checked in the browser by the server's own schema (same messages), or the first
 * message of each field in error.
 */
export function checkWaitlistForm(
  values: TWaitlistFormValues,
  service: Pick<TPublicProvider['services'][number], 'id' | 'phoneRequired'>,
): { input: TJoinWaitlist; errors: null } | { input: null; errors: TWaitlistErrors } {
  const input: TJoinWaitlist = {
    serviceId: service.id,
    from: values.from,
    to: values.to,
    client: { name: values.name, email: values.email, phone: values.phone },
    // The box unticked is sent as is: the schema answers with its own message.
    consent: values.consent as true,
    website: values.website,
  };
  const parsed = ZJoinWaitlist.safeParse(input);
  const errors: TWaitlistErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      if (isWaitlistField(field) && !errors[field]) errors[field] = issue.message;
    }
  // The schema checks the window only once every field is valid: the visitor sees it at once.
  const span = errors.from || errors.to ? undefined : windowError(values.from, values.to);
  if (span) errors.to = span;
  if (service.phoneRequired && values.phone.trim() === '' && !errors['client.phone'])
    errors['client.phone'] = PHONE_REQUIRED;
  return Object.keys(errors).length === 0 ? { input, errors: null } : { input: null, errors };
}
