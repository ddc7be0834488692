import { CalendarClock } from 'lucide-react';
import { DEFAULT_TIMEZONE, formatDate, formatTime } from '../../../../shared/french-format';
import { FirstPurgeNotice } from '../../../components/retention/first-purge-notice';
import { QueryState } from '../../../components/ui/query-state';
import { useRetentionPreviewQuery } from '../../../lib/provider-data/get-retention-preview';

/** The purge runs on the server's legal clock: Paris time, whatever the provider's zone. */
const purgeDate = (iso: string) => formatDate(iso, DEFAULT_TIMEZONE, 'long');
const purgeTime = (iso: string) => formatTime(iso, DEFAULT_TIMEZONE);

/** What the saved retention period will erase soon: the next run and a week of due bookings. */
export function RetentionPreview({ retentionDays }: { retentionDays: number }) {
  const preview = useRetentionPreviewQuery(retentionDays);
  return (
    <section
      aria-labelledby="retention-preview"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      <h3 id="retention-preview" className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock className="size-4 text-brand-600" aria-hidden="true" />
        Prochain effacement automatique
      </h3>
      <div className="mt-3">
        <QueryState
          query={preview}
          loadingLabel="Chargement de l’aperçu de la purge…"
          errorLabel="Impossible de charger l’aperçu de la purge."
        >
          {({ nextRunAt, retentionDays: days, due, firstPurge }) => (
            <div className="space-y-3">
              {firstPurge && <FirstPurgeNotice firstPurge={firstPurge} retentionDays={days} />}
              <p>
                Prochaine purge : {purgeDate(nextRunAt)} à {purgeTime(nextRunAt)}
              </p>
              <p className="text-xs text-slate-500">
                Selon la durée enregistrée : {days} jour{days > 1 ? 's' : ''}.
              </p>
              {due.length === 0 ? (
                <p>Aucune donnée client à effacer dans les 7 prochains jours.</p>
              ) : (
                <>
                  <p className="font-medium text-slate-900">
                    Données clients anonymisées dans les 7 prochains jours :
                  </p>
                  <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                    {due.map((item) => (
                      <li
                        key={item.bookingId}
                        className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                      >
                        <span className="font-medium text-slate-900">{item.clientName}</span>
                        <span className="text-slate-600">
                          Rendez-vous du {purgeDate(item.start)} à {purgeTime(item.start)} · données effacées
                          le {purgeDate(item.purgeAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
