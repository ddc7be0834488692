import { DEFAULT_TIMEZONE, formatDateTime } from '../../../../shared/french-format';
import type { TJobFailure } from '../../../../shared/schemas/job-failures';
import { ActionButton } from '../../../components/ui/action-button';
import type { TJobFailureAction } from '../api/job-failure-action';
import { JobFailureStatus } from './job-failure-status';

const zone = DEFAULT_TIMEZONE;

/** The job's business ids, « paymentId : 3f1c… », one per line. */
function DataLines({ data }: { data: TJobFailure['data'] }) {
  const entries = Object.entries(data);
  if (entries.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="space-y-0.5">
      {entries.map(([key, value]) => (
        <li key={key} className="break-all font-mono text-xs text-slate-700">
          {key} : {typeof value === 'string' ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

/** Who closed it and when; the buttons while it is open. */
function Outcome({
  failure,
  onAction,
}: {
  failure: TJobFailure;
  onAction: (failure: TJobFailure, action: TJobFailureAction) => void;
}) {
  if (failure.resolvedAt) {
    const by = failure.resolvedBy ? ` par ${failure.resolvedBy.email}` : '';
    return (
      <p className="text-xs text-slate-600">
        {failure.retriedJobId ? 'Relancé' : 'Traité'} le {formatDateTime(failure.resolvedAt, zone, 'medium')}
        {by}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        size="sm"
        onClick={() => onAction(failure, 'retry')}
        aria-label={`Relancer « ${failure.label} » du ${formatDateTime(failure.failedAt, zone, 'medium')}`}
      >
        Relancer
      </ActionButton>
      <ActionButton
        size="sm"
        variant="secondary"
        onClick={() => onAction(failure, 'resolve')}
        aria-label={`Marquer comme traité « ${failure.label} » du ${formatDateTime(failure.failedAt, zone, 'medium')}`}
      >
        Marquer comme traité
      </ActionButton>
    </div>
  );
}

const COLUMNS = ['Envoi', 'Données', 'Dernière erreur', 'Essais', 'En échec depuis', 'Statut', 'Actions'];

/** A table from the `md` breakpoint, a card list on phones: same data, same actions. */
export function JobFailuresTable({
  failures,
  onAction,
}: {
  failures: TJobFailure[];
  onAction: (failure: TJobFailure, action: TJobFailureAction) => void;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Envois en échec</caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {failures.map((failure) => (
              <tr key={failure.id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {failure.label}
                </th>
                <td className="px-4 py-3">
                  <DataLines data={failure.data} />
                </td>
                <td className="max-w-xs break-words px-4 py-3 text-slate-700">{failure.lastError}</td>
                <td className="px-4 py-3 text-slate-700 tabular-nums">{failure.attempts}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  {formatDateTime(failure.failedAt, zone, 'medium')}
                </td>
                <td className="px-4 py-3">
                  <JobFailureStatus failure={failure} />
                </td>
                <td className="px-4 py-3">
                  <Outcome failure={failure} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Envois en échec">
        {failures.map((failure) => (
          <li key={failure.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-medium text-slate-900">{failure.label}</h3>
              <JobFailureStatus failure={failure} />
            </div>
            <p className="break-words text-sm text-slate-700">{failure.lastError}</p>
            <dl className="grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-slate-600">En échec depuis</dt>
                <dd className="text-slate-800">{formatDateTime(failure.failedAt, zone, 'medium')}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Essais</dt>
                <dd className="text-slate-800">{failure.attempts}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">Données</dt>
                <dd>
                  <DataLines data={failure.data} />
                </dd>
              </div>
            </dl>
            <Outcome failure={failure} onAction={onAction} />
          </li>
        ))}
      </ul>
    </>
  );
}
