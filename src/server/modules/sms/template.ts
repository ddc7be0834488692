import { DateTime } from 'luxon';
import { cutGsm7, GSM7_SEGMENT, gsm7Length, toGsm7 } from './gsm7';

const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];
const MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'aout',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
const ELLIPSIS = '...';

export type TSmsReminderFacts = {
  providerName: string;
  startAt: Date;
  /** The booking's zone (the provider's, Europe/Paris). */
  timezone: string;
  /** The client's manage link; left out when it does not fit. */
  manageUrl: string | null;
};

/** « mar. 1 déc. », « 9h30 » / « 14h »: GSM-7 already (août is written aout). */
export function smsDayAndTime(startAt: Date, timezone: string): { day: string; time: string } {
  const local = DateTime.fromJSDate(startAt, { zone: timezone });
  const day = `${WEEKDAYS[local.weekday - 1]} ${local.day} ${MONTHS[local.month - 1]}`;
  const time =
    local.minute === 0 ? `${local.hour}h` : `${local.hour}h${String(local.minute).padStart(2, '0')}`;
  return { day, time };
}

/** The provider's name in GSM-7 on one line, cut to `units` with « ... » when longer. */
function fittedName(name: string, units: number): string {
  const clean = toGsm7(name.replace(/\s+/g, ' '))
    .replace(/[\n\r\f]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (gsm7Length(clean) <= units) return clean;
  return `${cutGsm7(clean, units - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

/**
 * The reminder's text, one GSM-7 segment (160 units) whatever the name and the date: the provider's
 * name is cut to what is left, never the day or the time; the manage link comes only when it fits.
 * Transactional: no STOP clause (ADR 0062).
 */
export function smsReminderText(facts: TSmsReminderFacts): string {
  const { day, time } = smsDayAndTime(facts.startAt, facts.timezone);
  const when = ` le ${day} à ${time}.`;
  const opening = 'Rappel : rendez-vous chez ';
  const room = GSM7_SEGMENT - gsm7Length(opening) - gsm7Length(when);
  const name = fittedName(facts.providerName, room);
  const text = name ? `${opening}${name}${when}` : `Rappel : votre rendez-vous${when}`;
  const link = facts.manageUrl ? ` Gérer : ${toGsm7(facts.manageUrl)}` : '';
  return link && gsm7Length(text) + gsm7Length(link) <= GSM7_SEGMENT ? `${text}${link}` : text;
}
