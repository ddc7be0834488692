import { BookingLink, bookingUrlFor, useBookingAddress } from '../../components/booking/booking-link';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { useSignedInUser } from '../../lib/auth/auth-context';
import { useProviderProfileQuery } from '../../lib/provider-data/get-provider-profile';
import { useEmbedOriginsQuery } from './api/embed-origins';
import { useSearchListingQuery } from './api/search-listing';
import { BookingQrCard } from './components/booking-qr-card';
import { BrandColorCard } from './components/brand-color-card';
import { EmbedCard } from './components/embed-card';
import { PageReadiness } from './components/page-readiness';
import { ProviderLogoCard } from './components/provider-logo-card';
import { ProviderProfileForm } from './components/provider-profile-form';
import { SearchListingCard } from './components/search-listing-card';
import { SlugForm } from './components/slug-form';

/** Page de réservation: whether it can take bookings, its address and QR code, and the public profile. */
export function BookingPageSection() {
  const user = useSignedInUser();
  const profile = useProviderProfileQuery();
  const url = bookingUrlFor(useBookingAddress(user.id));
  const displayName = profile.data?.displayName || user.nom || user.name;
  const embed = useEmbedOriginsQuery();
  const listing = useSearchListingQuery();

  return (
    <>
      <PageHeader title="Page de réservation">
        La page publique où vos clients choisissent un créneau, sans créer de compte.
      </PageHeader>
      <div className="space-y-6">
        <PageReadiness />
        <SectionCard title="Adresse de votre page">
          <div className="space-y-5">
            <BookingLink providerId={user.id} />
            {profile.data && <SlugForm profile={profile.data} name={displayName} />}
          </div>
        </SectionCard>
        <SectionCard title="QR code">
          <BookingQrCard url={url} displayName={displayName} />
        </SectionCard>
        <SectionCard title="Intégrer à votre site">
          <QueryState
            query={embed}
            loadingLabel="Chargement des sites autorisés…"
            errorLabel="Impossible de charger les sites autorisés."
          >
            {(origins) => <EmbedCard bookingUrl={url} origins={origins} />}
          </QueryState>
        </SectionCard>
        <SectionCard title="Moteurs de recherche">
          <QueryState
            query={listing}
            loadingLabel="Chargement de votre choix de référencement…"
            errorLabel="Impossible de charger votre choix de référencement."
          >
            {(listed) => <SearchListingCard listed={listed} />}
          </QueryState>
        </SectionCard>
        <ProviderLogoCard displayName={displayName} />
        <BrandColorCard />
        <SectionCard title="Profil public">
          <QueryState
            query={profile}
            loadingLabel="Chargement de votre profil public…"
            errorLabel="Impossible de charger votre profil public."
          >
            {(data) => <ProviderProfileForm profile={data} user={user} />}
          </QueryState>
        </SectionCard>
      </div>
    </>
  );
}
