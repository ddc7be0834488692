import { Globe } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInUser } from '../../../lib/auth/auth-context';
import { BookingLink } from '../components/booking-link';

/** Page de réservation: the public address, and the truth that it offers nothing to book yet. */
export function BookingPageSection() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Page de réservation">
        La page publique où vos clients choisissent un créneau, sans créer de compte.
      </PageHeader>
      <div className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
        <h2 className="mb-3 text-sm font-semibold text-slate-900">Adresse de votre page</h2>
        <BookingLink providerId={user.id} />
      </div>
      <EmptyState icon={Globe} title="Aucun créneau publié">
        Votre page ne propose encore aucun créneau : il lui faut au moins un service et des disponibilités
        pour ouvrir les réservations.
      </EmptyState>
    </>
  );
}
