import type { ReactNode } from 'react';
import { BookingLink, bookingUrlFor } from '../../components/booking/booking-link';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useSignedInUser } from '../../lib/auth/auth-context';
import { useProviderProfileQuery } from '../../lib/provider-data/get-provider-profile';
import { BookingQrCard } from './components/booking-qr-card';
import { PageReadiness } from './components/page-readiness';
import { ProviderProfileForm } from './components/provider-profile-form';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Page de réservation: whether it can take bookings, its address and QR code, and the public profile. */
export function BookingPageSection() {
  const user = useSignedInUser();
  const profile = useProviderProfileQuery();
  const url = bookingUrlFor(user.id);
  const displayName = profile.data?.displayName || user.nom || user.name;

  return (
    <>
      <PageHeader title="Page de réservation">
        La page publique où vos clients choisissent un créneau, sans créer de compte.
      </PageHeader>
      <div className="space-y-6">
        <PageReadiness />
        <Card title="Adresse de votre page">
          <BookingLink providerId={user.id} />
        </Card>
        <Card title="QR code">
          <BookingQrCard url={url} displayName={displayName} />
        </Card>
        <Card title="Profil public">
          <QueryState
            query={profile}
            loadingLabel="Chargement de votre profil public…"
            errorLabel="Impossible de charger votre profil public."
          >
            {(data) => <ProviderProfileForm profile={data} user={user} />}
          </QueryState>
        </Card>
      </div>
    </>
  );
}
