import { ToggleGroup } from '../../../components/ui/toggle-group';
import { LIST_FILTERS, type TListFilter } from '../utils/booking-list-filters';

/** « À venir / Passés / Annulés »: toggle buttons, the pressed one being the list shown. */
export function ListFilterTabs({
  value,
  onChange,
}: {
  value: TListFilter;
  onChange: (filter: TListFilter) => void;
}) {
  return (
    <ToggleGroup
      legend="Afficher les rendez-vous"
      options={LIST_FILTERS}
      value={value}
      onChange={onChange}
      className="mb-5"
    />
  );
}
