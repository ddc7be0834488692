import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { useAvailabilityQuery } from '../../lib/provider-data/get-availability';
import { OverridesPanel } from './components/overrides-panel';
import { WeeklyHoursEditor } from './components/weekly-hours-editor';

/** Disponibilités: weekly opening hours, then the dated exceptions. */
export function AvailabilitySection() {
  const availability = useAvailabilityQuery();
  return (
    <>
      <PageHeader title="Disponibilités">Vos horaires d’ouverture et vos jours de fermeture.</PageHeader>
      <div className="space-y-6">
        <SectionCard
          title="Horaires de la semaine"
          lead="Les créneaux proposés à vos clients sont pris dans ces plages. Une pause sépare deux plages."
        >
          <QueryState
            query={availability}
            loadingLabel="Chargement de vos horaires…"
            errorLabel="Impossible de charger vos horaires."
          >
            {(data) => <WeeklyHoursEditor availability={data} />}
          </QueryState>
        </SectionCard>
        <SectionCard
          title="Exceptions"
          lead="Jours fériés, congés ou horaires particuliers : ils remplacent les horaires de la semaine ce jour-là."
        >
          <OverridesPanel timezone={availability.data?.timezone || DEFAULT_TIMEZONE} />
        </SectionCard>
      </div>
    </>
  );
}
