import { z } from 'zod';

/** The API stores whole minutes; the screen edits an amount and a unit (« 1 jour », « 2 heures »). */
export const REMINDER_UNITS = [
  { value: 'days', minutes: 1440, one: 'jour', many: 'jours' },
  { value: 'hours', minutes: 60, one: 'heure', many: 'heures' },
  { value: 'minutes', minutes: 1, one: 'minute', many: 'minutes' },
] as const;
export type TReminderUnit = (typeof REMINDER_UNITS)[number]['value'];

export const MAX_REMINDERS = 10;
export const MIN_REMINDER_MINUTES = 5;
export const MAX_REMINDER_MINUTES = 7 * 1440;
export const REMINDER_RANGE_MESSAGE = 'Entre 5 minutes et 7 jours avant le rendez-vous';
export const REMINDER_DUPLICATE_MESSAGE = 'Ce rappel figure déjà dans la liste';

export type TReminderRow = { amount: string; unit: TReminderUnit };

function unitOf(unit: TReminderUnit) {
  return REMINDER_UNITS.find((u) => u.value === unit) ?? REMINDER_UNITS[2];
}

/** The largest unit that divides the offset: 1440 → 1 jour, 90 → 90 minutes. */
export function offsetToRow(minutes: number): TReminderRow {
  const unit = REMINDER_UNITS.find((u) => minutes % u.minutes === 0) ?? REMINDER_UNITS[2];
  return { amount: String(minutes / unit.minutes), unit: unit.value };
}

/** « 1 jour avant », « 2 heures avant », « 1 jour et 12 heures avant ». */
export function offsetLabel(minutes: number): string {
  const parts: string[] = [];
  let rest = minutes;
  for (const unit of REMINDER_UNITS) {
    const count = Math.floor(rest / unit.minutes);
    rest -= count * unit.minutes;
    if (count > 0) parts.push(`${count} ${count === 1 ? unit.one : unit.many}`);
  }
  return `${parts.join(' et ')} avant`;
}

/** The offset a row stands for, or undefined while its amount is not a whole number. */
export function rowMinutes(row: TReminderRow): number | undefined {
  if (!/^\d+$/.test(row.amount.trim())) return undefined;
  return Number(row.amount.trim()) * unitOf(row.unit).minutes;
}

const ZReminderRow = z
  .object({ amount: z.string(), unit: z.enum(['days', 'hours', 'minutes']) })
  .superRefine((row, ctx) => {
    const minutes = rowMinutes(row);
    if (minutes === undefined || minutes < MIN_REMINDER_MINUTES || minutes > MAX_REMINDER_MINUTES) {
      ctx.addIssue({ code: 'custom', message: REMINDER_RANGE_MESSAGE, path: ['amount'] });
    }
  });

/** Rows → minutes in row order (a server error `reminderOffsetsMinutes.i` is row i); repeats are flagged. */
export const ZReminderRows = z
  .array(ZReminderRow)
  .max(MAX_REMINDERS, `${MAX_REMINDERS} rappels au plus`)
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      const minutes = rowMinutes(row);
      if (minutes === undefined) return;
      if (seen.has(minutes)) {
        ctx.addIssue({ code: 'custom', message: REMINDER_DUPLICATE_MESSAGE, path: [index, 'amount'] });
      }
      seen.add(minutes);
    });
  })
  .transform((rows) => rows.map((row) => rowMinutes(row) ?? 0));

/** Same reminders whatever their order: the form sorts, the stored list may not be. */
export function sameOffsets(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (list: readonly number[]) => [...list].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}
