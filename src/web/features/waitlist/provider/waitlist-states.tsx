import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';

/** Where the switch lives (its card's anchor in Paramètres). */
export const WAITLIST_SETTINGS_PATH = '/dashboard/settings#liste-attente';

/** The list's shape while it loads, named for screen readers. */
export function WaitlistSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Chargement de la liste d'attente…</span>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="animate-pulse rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-64 max-w-full rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** Switched off: nobody can join, nothing is offered; what is listed stays until removed or over. */
export function WaitlistOffNotice() {
  return (
    <Notice tone="warning" className="mb-5">
      La liste d'attente est désactivée : votre page de réservation ne propose plus de s'y inscrire et aucun
      créneau libéré n'est proposé. Les inscriptions ci-dessous restent jusqu'à la fin de leur période.{' '}
      <Link to={WAITLIST_SETTINGS_PATH} className="font-semibold underline">
        Activer la liste d'attente dans les Paramètres
      </Link>
    </Notice>
  );
}

/** Nobody in the list: how clients join; with a status chosen, that none has it. */
export function WaitlistEmpty({ filtered }: { filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState icon={Hourglass} title="Aucune inscription avec ce statut">
        Choisissez « Tous » pour voir toute la liste d'attente.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={Hourglass} title="Personne n'attend pour l'instant.">
      Quand un jour est complet sur votre page de réservation, vos clients peuvent choisir « Être prévenu(e)
      si un créneau se libère » : ils apparaissent ici, et nous leur écrivons dès qu'un créneau correspondant
      se libère.
    </EmptyState>
  );
}
