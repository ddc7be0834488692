/** The product's legal clock (DESIGN.md): dates on GDPR documents read in Europe/Paris. */
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** « 12 mars 2026 à 14:05 ». */
export function formatParisDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}
