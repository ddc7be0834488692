/** When the support answers, shown on the contact page (the address is in the configuration). */
export const SUPPORT_HOURS = 'du lundi au vendredi, de 09:00 à 18:00 (heure de Paris)';

/** Date of the current version of the information pages. */
export const INFO_PAGES_UPDATED = { iso: '2026-11-23', label: '23 novembre 2026' } as const;
