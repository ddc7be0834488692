import type { ReactNode } from 'react';
import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useAvailabilityQuery } from '../../lib/provider-data/get-availability';
import { OverridesPanel } from './components/overrides-panel';
import { WeeklyHoursEditor } from './components/weekly-hours-editor';

function Card({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{lead}</p>
      {children}
    </section>
  );
}

/** Disponibilités: weekly opening hours, then the dated exceptions. */
export function AvailabilitySection() {
  const availability = useAvailabilityQuery();
  return (
    <>
      <PageHeader title="Disponibilités">Vos horaires d’ouverture et vos jours de fermeture.</PageHeader>
      <div className="space-y-6">
        <Card
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
        </Card>
        <Card
          title="Exceptions"
          lead="Jours fériés, congés ou horaires particuliers : ils remplacent les horaires de la semaine ce jour-là."
        >
          <OverridesPanel timezone={availability.data?.timezone || DEFAULT_TIMEZONE} />
        </Card>
      </div>
    </>
  );
}
