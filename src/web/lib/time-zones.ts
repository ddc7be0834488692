/** The zones French-speaking providers most often work in (metropolitan France first, then overseas). */
const COMMON_TIME_ZONES: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'Europe/Paris', label: 'Paris — France métropolitaine' },
  { id: 'Europe/Brussels', label: 'Bruxelles — Belgique' },
  { id: 'Europe/Luxembourg', label: 'Luxembourg' },
  { id: 'Europe/Zurich', label: 'Zurich — Suisse' },
  { id: 'Europe/Monaco', label: 'Monaco' },
  { id: 'America/Guadeloupe', label: 'Guadeloupe' },
  { id: 'America/Martinique', label: 'Martinique' },
  { id: 'America/Cayenne', label: 'Cayenne — Guyane' },
  { id: 'Indian/Reunion', label: 'La Réunion' },
  { id: 'Indian/Mayotte', label: 'Mayotte' },
  { id: 'Pacific/Noumea', label: 'Nouméa — Nouvelle-Calédonie' },
  { id: 'Pacific/Tahiti', label: 'Tahiti — Polynésie française' },
  { id: 'America/Montreal', label: 'Montréal — Québec' },
  { id: 'Africa/Casablanca', label: 'Casablanca — Maroc' },
  { id: 'Europe/London', label: 'Londres — Royaume-Uni' },
  { id: 'UTC', label: 'UTC' },
];

/**
 * The options of a time zone select: the common list, plus the saved zone and this browser's zone
 * when they are not in it (a provider abroad still finds their own).
 */
export function timeZoneOptions(current: string): Array<{ id: string; label: string }> {
  const options = [...COMMON_TIME_ZONES];
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  for (const extra of [current, browserZone]) {
    if (extra && !options.some((o) => o.id === extra))
      options.push({ id: extra, label: extra.replace(/_/g, ' ') });
  }
  return options;
}
