import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useChooseRetentionMutation } from '../api/choose-retention';

/** The durations offered; each is within the settings' 1 to 1095 days. */
export const RETENTION_CHOICES = [
  { days: 30, label: '30 jours', hint: 'la durée par défaut' },
  { days: 183, label: '6 mois', hint: '' },
  { days: 365, label: '1 an', hint: '' },
  { days: 1095, label: '3 ans', hint: 'le plus long que la CNIL admet' },
] as const;

/**
 * The onboarding question (issue 15, item 9): how long the provider keeps their clients' data,
 * saved through the settings like Paramètres; answering with the default counts as an answer.
 */
export function RetentionQuestion({ currentDays, onSaved }: { currentDays: number; onSaved: () => void }) {
  const mutation = useChooseRetentionMutation(onSaved);
  const known = RETENTION_CHOICES.some((c) => c.days === currentDays);
  const [days, setDays] = useState(known ? currentDays : 30);
  const hintId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(days);
  };
  return (
    <form onSubmit={onSubmit} className="w-full space-y-3">
      <fieldset aria-describedby={hintId} className="min-w-0">
        <legend className="font-medium text-slate-900">
          Combien de temps garder l’historique de vos clients ?
        </legend>
        <div id={hintId} className="mt-1 space-y-1 text-sm text-slate-600">
          <p>
            Passé ce délai après leur dernier rendez-vous, le nom, l’e-mail, le téléphone et le message de vos
            clients sont anonymisés ; les dates et les prestations restent dans votre historique.
          </p>
          <p>
            La CNIL admet de garder les données d’un client jusqu’à 3 ans après votre dernier contact avec
            lui. Sans réponse, Créneau les garde 30 jours. Vous pourrez changer d’avis dans Paramètres.
          </p>
        </div>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {RETENTION_CHOICES.map((choice) => (
            <label
              key={choice.days}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="dataRetentionDays"
                value={choice.days}
                checked={days === choice.days}
                onChange={() => setDays(choice.days)}
                className="size-4 accent-brand-600"
              />
              <span className="text-slate-900">
                {choice.label}
                {choice.hint && (
                  <>
                    {' '}
                    <span className="text-slate-600">({choice.hint})</span>
                  </>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {mutation.isError && <ErrorNotice error={mutation.error} />}
      <ActionButton type="submit" loading={mutation.isPending}>
        Enregistrer ce choix
      </ActionButton>
    </form>
  );
}
