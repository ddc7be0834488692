import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { formatDateKey } from '../../../../shared/french-format';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryState } from '../../../components/ui/query-state';
import { useCreateOverrideMutation } from '../api/create-override';
import { useHolidaysQuery } from '../api/get-holidays';
import { formatOverrideHours } from '../utils/override-days';

/**
 * The year's French public holidays still to come, each closed in one click (issue 15): a
 * closed one says so, one with special hours shows them; next year's list from the autumn on.
 */
export function HolidaysPanel({ today }: { today: string }) {
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidaysQuery(year);
  const close = useCreateOverrideMutation();
  const [closing, setClosing] = useState<string | null>(null);

  return (
    <section aria-labelledby="holidays-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="holidays-title" className="font-semibold text-slate-900">
          Jours fériés {year}
        </h3>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Année des jours fériés</legend>
          {[thisYear, thisYear + 1].map((y) => (
            <ActionButton
              key={y}
              variant={y === year ? 'primary' : 'secondary'}
              aria-pressed={y === year}
              onClick={() => setYear(y)}
            >
              {y}
            </ActionButton>
          ))}
        </fieldset>
      </div>
      {close.isError && <ErrorNotice error={close.error} />}
      <QueryState
        query={holidays}
        loadingLabel="Chargement des jours fériés…"
        errorLabel="Impossible de charger les jours fériés."
      >
        {(list) => {
          const upcoming = list.filter((h) => h.date >= today);
          if (upcoming.length === 0)
            return <p className="text-sm text-slate-600">Plus de jour férié à venir en {year}.</p>;
          return (
            <ul className="divide-y divide-slate-100" aria-label={`Jours fériés ${year} à venir`}>
              {upcoming.map((holiday) => {
                const day = formatDateKey(holiday.date, 'full');
                return (
                  <li key={holiday.date} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{holiday.name}</p>
                      <p className="text-sm text-slate-600 first-letter:uppercase">{day}</p>
                    </div>
                    {holiday.override ? (
                      <p className="flex items-center gap-1.5 text-sm text-slate-700">
                        <CalendarCheck className="size-4 text-emerald-700" aria-hidden="true" />
                        {formatOverrideHours(holiday.override.ranges)}
                      </p>
                    ) : (
                      <ActionButton
                        variant="secondary"
                        loading={close.isPending && closing === holiday.date}
                        disabled={close.isPending}
                        onClick={() => {
                          setClosing(holiday.date);
                          close.mutate({ date: holiday.date, ranges: [], note: holiday.name });
                        }}
                      >
                        Fermer ce jour
                        <span className="sr-only">{` : ${day} (${holiday.name})`}</span>
                      </ActionButton>
                    )}
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
