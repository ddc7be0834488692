import type { TClientSort, TSortDirection } from '../../../../shared/schemas/clients';
import { SelectField } from '../../../components/ui/select-field';
import type { TClientsSorting } from './sort-header';

const CHOICES: ReadonlyArray<{ value: `${TClientSort}:${TSortDirection}`; label: string }> = [
  { value: 'name:asc', label: 'Nom, de A à Z' },
  { value: 'name:desc', label: 'Nom, de Z à A' },
  { value: 'lastVisit:desc', label: 'Dernière visite, la plus récente' },
  { value: 'visits:desc', label: 'Visites, les plus nombreuses' },
  { value: 'nextVisit:asc', label: 'Prochain rendez-vous, le plus proche' },
];

type ClientSortSelectProps = {
  sorting: TClientsSorting;
  onChange: (sorting: TClientsSorting) => void;
};

/** Phones have no column headers: the same sorts, chosen from the phone's own picker. */
export function ClientSortSelect({ sorting, onChange }: ClientSortSelectProps) {
  const current = `${sorting.sort}:${sorting.dir}`;
  const choices = CHOICES.some((c) => c.value === current)
    ? CHOICES
    : [...CHOICES, { value: current, label: 'Tri choisi dans le tableau' }];
  return (
    <SelectField
      label="Trier par"
      className="mb-4 max-w-xs md:hidden"
      value={current}
      onChange={(event) => {
        const [sort, dir] = event.target.value.split(':') as [TClientSort, TSortDirection];
        onChange({ sort, dir });
      }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
