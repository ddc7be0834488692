import type { TWaitlistStatus } from '../../../../shared/schemas/waitlist';
import { ToggleGroup } from '../../../components/ui/toggle-group';

export type TWaitlistFilter = 'all' | TWaitlistStatus;

const FILTERS: ReadonlyArray<{ id: TWaitlistFilter; label: string }> = [
  { id: 'all', label: 'Tous' },
  { id: 'waiting', label: 'En attente' },
  { id: 'offered', label: 'Créneau proposé' },
  { id: 'booked', label: 'Réservé' },
];

/** « Tous / En attente / Créneau proposé / Réservé »: the pressed one is the list shown. */
export function WaitlistFilter({
  value,
  onChange,
}: {
  value: TWaitlistFilter;
  onChange: (filter: TWaitlistFilter) => void;
}) {
  // Four labels are wider than a phone: the row wraps rather than leave the screen.
  return (
    <ToggleGroup
      legend="Afficher les inscriptions"
      options={FILTERS}
      value={value}
      onChange={onChange}
      className="mb-5 flex-wrap"
    />
  );
}
