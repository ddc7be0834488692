import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { frenchMobileE164 } from '../../../shared/sms/french-mobile';

/**
 * The client's number in E.164 when it is a French mobile by both the booking page's own rule and
 * libphonenumber-js's mobile metadata (which knows the ranges actually allocated, e.g. 07 1x is
 * not); null otherwise: the client then gets the e-mail reminder only.
 */
export function smsRecipientOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const own = frenchMobileE164(raw);
  if (!own) return null;
  const parsed = parsePhoneNumberFromString(own, 'FR');
  if (parsed?.country !== 'FR' || !parsed.isValid() || parsed.getType() !== 'MOBILE') return null;
  return parsed.number === own ? own : null;
}

/** « +33 6 •• •• •• 78 »: what the booking's SMS log and the export show of the number. */
export function maskRecipient(e164: string): string {
  // Already masked (the client's data was anonymised: scrubSmsOf).
  if (!/^\+33\d{9}$/.test(e164)) return e164;
  const national = e164.slice(3);
  return `+33 ${national.slice(0, 1)} •• •• •• ${national.slice(-2)}`;
}
