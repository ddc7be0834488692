/**
 * The French public holidays of a year (Code du travail, art. L3133-1): the eight fixed days and
 * the three that follow Easter — Easter Monday, Ascension, Whit Monday — computed, not listed,
 * so every year works. Alsace-Moselle's two extra days are left out (local law).
 */

export type TPublicHoliday = { date: string; name: string };

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** `days` after a calendar date, as YYYY-MM-DD (computed in UTC: no zone, no DST). */
function plusDays(year: number, month: number, day: number, days: number): string {
  const at = new Date(Date.UTC(year, month - 1, day + days));
  return iso(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

export function frenchPublicHolidays(year: number): TPublicHoliday[] {
  const easter = easterSunday(year);
  const afterEaster = (days: number) => plusDays(year, easter.month, easter.day, days);
  return [
    { date: iso(year, 1, 1), name: 'Jour de l’an' },
    { date: afterEaster(1), name: 'Lundi de Pâques' },
    { date: iso(year, 5, 1), name: 'Fête du Travail' },
    { date: iso(year, 5, 8), name: 'Victoire 1945' },
    { date: afterEaster(39), name: 'Ascension' },
    { date: afterEaster(50), name: 'Lundi de Pentecôte' },
    { date: iso(year, 7, 14), name: 'Fête nationale' },
    { date: iso(year, 8, 15), name: 'Assomption' },
    { date: iso(year, 11, 1), name: 'Toussaint' },
    { date: iso(year, 11, 11), name: 'Armistice 1918' },
    { date: iso(year, 12, 25), name: 'Noël' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}
