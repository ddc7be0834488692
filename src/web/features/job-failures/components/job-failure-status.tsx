import type { TJobFailure } from '../../../../shared/schemas/job-failures';

type TState = 'open' | 'retried' | 'resolved';

const LABELS: Record<TState, string> = { open: 'À traiter', retried: 'Relancé', resolved: 'Traité' };
const TONES: Record<TState, string> = {
  open: 'bg-red-50 text-red-800',
  retried: 'bg-sky-50 text-sky-800',
  resolved: 'bg-emerald-50 text-emerald-800',
};

export function stateOf(failure: TJobFailure): TState {
  if (failure.resolvedAt === null) return 'open';
  return failure.retriedJobId ? 'retried' : 'resolved';
}

/** « À traiter », « Relancé », « Traité »: the word carries the meaning, the colour only helps. */
export function JobFailureStatus({ failure }: { failure: TJobFailure }) {
  const state = stateOf(failure);
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[state]}`}>
      {LABELS[state]}
    </span>
  );
}
