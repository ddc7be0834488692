import { CircleCheck, CircleDashed } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { sectionPath, type TDashboardSectionId } from '../../../components/layout/dashboard-sections';
import { useAvailabilityQuery } from '../../../lib/provider-data/get-availability';
import { useProviderProfileQuery } from '../../../lib/provider-data/get-provider-profile';
import { useServicesQuery } from '../../../lib/provider-data/get-services';
import { useRetentionStatus } from '../hooks/use-retention-status';
import { RetentionQuestion } from './retention-question';

type TStep = {
  label: string;
  done: boolean;
  section?: TDashboardSectionId;
  action?: string;
  /** Answered right here instead of in another section. */
  form?: ReactNode;
};

/** Whether the public page can take bookings: an active service and opening hours (null while loading). */
export function usePageBookable(): boolean | null {
  const services = useServicesQuery();
  const availability = useAvailabilityQuery();
  if (!services.isSuccess || !availability.isSuccess) return null;
  return services.data.some((s) => s.active) && availability.data.weekly.length > 0;
}

/**
 * The first hour's checklist (issue 15): what stands between a new provider and a page that takes
 * bookings, each step done or not, with the way to it. Folded to one line once everything is done.
 */
export function GettingStarted({ where }: { where: 'top' | 'bottom' }) {
  const services = useServicesQuery();
  const availability = useAvailabilityQuery();
  const profile = useProviderProfileQuery();
  const retention = useRetentionStatus();
  // The list stays, all done, on the screen where its last step was just answered.
  const [finishedHere, setFinishedHere] = useState(false);
  if (!services.isSuccess || !availability.isSuccess || !profile.isSuccess || !retention) return null;
  const steps: TStep[] = [
    { label: 'Signer votre accord de sous-traitance (DPA)', done: true, action: 'Signé' },
    {
      label: 'Créer une première prestation réservable',
      done: services.data.some((s) => s.active),
      section: 'services',
      action: 'Ajouter une prestation',
    },
    {
      label: 'Indiquer vos horaires d’ouverture',
      done: availability.data.weekly.length > 0,
      section: 'availability',
      action: 'Saisir mes horaires',
    },
    {
      label: 'Donner une adresse ou un téléphone à vos clients',
      done: Boolean(profile.data.address.trim() || profile.data.phone.trim()),
      section: 'booking-page',
      action: 'Compléter ma page',
    },
    {
      label: 'Choisir combien de temps garder l’historique de vos clients',
      done: retention.preview.chosen,
      form: <RetentionQuestion currentDays={retention.retentionDays} onSaved={() => setFinishedHere(true)} />,
    },
  ];
  const left = steps.filter((s) => !s.done).length;
  const ready = left === 0 && !finishedHere;
  // While steps remain the list leads the page; once done, its one line closes it.
  if (ready) return where === 'bottom' ? <ReadyNote steps={steps} /> : null;
  if (where === 'bottom') return null;
  const pageReady = steps.every((s) => s.done || s.form);
  return (
    <section
      aria-labelledby="getting-started-title"
      className="mb-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-5 shadow-xs"
    >
      <h2 id="getting-started-title" className="font-semibold text-slate-900">
        Pour ouvrir votre page aux réservations
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {left === 0
          ? 'Tout est prêt. Vous pourrez changer la durée de conservation dans Paramètres.'
          : pageReady
            ? 'Votre page peut déjà prendre des réservations ; une dernière question sur les données de vos clients.'
            : `${left === 1 ? 'Encore une étape' : `Encore ${left} étapes`} : votre lien de réservation sera prêt à partager ensuite.`}
      </p>
      <StepList steps={steps} />
    </section>
  );
}

/** Once every step is done (issue 37): one line, the steps folded behind a disclosure button. */
function ReadyNote({ steps }: { steps: TStep[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section
      aria-labelledby="getting-started-ready"
      className="mt-4 rounded-2xl border border-emerald-200 bg-emerald-50/60 px-5 py-3 shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="getting-started-ready"
          className="flex items-center gap-2 text-sm font-semibold text-slate-900"
        >
          <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          Votre compte est prêt
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
          className="rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Revoir les étapes
        </button>
      </div>
      <div id={listId} hidden={!open}>
        <StepList steps={steps} />
      </div>
    </section>
  );
}

function StepList({ steps }: { steps: TStep[] }) {
  return (
    <ol className="mt-4 space-y-2">
      {steps.map((step) => (
        <li
          key={step.label}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-4 py-3"
        >
          <span className="flex items-center gap-2 text-sm text-slate-900">
            {step.done ? (
              <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <CircleDashed className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <span>
              {step.label}
              <span className="sr-only">{step.done ? ' : fait' : ' : à faire'}</span>
            </span>
          </span>
          {step.done ? (
            <span className="text-sm font-medium text-emerald-700">Fait</span>
          ) : (
            (step.form ??
            (step.section && (
              <Link
                to={sectionPath(step.section)}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {step.action}
              </Link>
            )))
          )}
        </li>
      ))}
    </ol>
  );
}
