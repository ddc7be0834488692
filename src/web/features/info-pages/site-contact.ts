/** How people reach Créneau, shown on the contact and legal pages. */
export const SUPPORT_EMAIL = 'contact@creneau.fr';
export const SUPPORT_HOURS = 'du lundi au vendredi, de 9 h à 18 h (heure de Paris)';

/** Date of the current version of the information pages. */
export const INFO_PAGES_UPDATED = { iso: '2026-11-23', label: '23 novembre 2026' } as const;
