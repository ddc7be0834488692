import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ActionButton } from '../../../components/ui/action-button';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import type { TCalendarView } from '../utils/calendar-dates';

const VIEWS: ReadonlyArray<{ id: TCalendarView; label: string; previous: string; next: string }> = [
  { id: 'month', label: 'Mois', previous: 'Mois précédent', next: 'Mois suivant' },
  { id: 'week', label: 'Semaine', previous: 'Semaine précédente', next: 'Semaine suivante' },
  { id: 'day', label: 'Jour', previous: 'Jour précédent', next: 'Jour suivant' },
];

type CalendarToolbarProps = {
  view: TCalendarView;
  title: string;
  loading: boolean;
  onViewChange: (view: TCalendarView) => void;
  onToday: () => void;
  onStep: (step: 1 | -1) => void;
};

export function CalendarToolbar({
  view,
  title,
  loading,
  onViewChange,
  onToday,
  onStep,
}: CalendarToolbarProps) {
  const current = VIEWS.find((v) => v.id === view) ?? VIEWS[0];
  const arrow =
    'rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500';
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-1 sm:gap-2">
        <ActionButton variant="secondary" size="sm" onClick={onToday}>
          Aujourd'hui
        </ActionButton>
        <button type="button" className={arrow} onClick={() => onStep(-1)} aria-label={current?.previous}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button type="button" className={arrow} onClick={() => onStep(1)} aria-label={current?.next}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        <h2 className="ml-1 text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        {loading && (
          <span className="sr-only" role="status">
            Chargement des rendez-vous…
          </span>
        )}
      </div>
      <ToggleGroup legend="Affichage" options={VIEWS} value={view} onChange={onViewChange} />
    </div>
  );
}
