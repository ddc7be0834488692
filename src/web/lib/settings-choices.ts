/** The choices of the SPEC §3 calendar settings, in French: the provider's settings and the admins' defaults for new providers. */
export const CALENDAR_VIEWS = [
  { value: 'month', label: 'Mois' },
  { value: 'week', label: 'Semaine' },
  { value: 'day', label: 'Jour' },
] as const;

/** weekStartsOn uses JavaScript's numbering (0 = Sunday), Monday first in the list. */
export const WEEK_START_DAYS = [
  { value: 1, label: 'Lundi' },
  { value: 2, label: 'Mardi' },
  { value: 3, label: 'Mercredi' },
  { value: 4, label: 'Jeudi' },
  { value: 5, label: 'Vendredi' },
  { value: 6, label: 'Samedi' },
  { value: 0, label: 'Dimanche' },
] as const;
