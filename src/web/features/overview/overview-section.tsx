import { CircleAlert, CircleCheck, Gauge, Link2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TUser } from '../../../shared/schemas/auth';
import type { TBooking } from '../../../shared/schemas/booking';
import { BookingLink } from '../../components/booking/booking-link';
import { sectionPath } from '../../components/layout/dashboard-sections';
import { PageHeader } from '../../components/ui/page-header';
import { useSignedInUser } from '../../lib/auth/auth-context';
import { SUBSCRIPTION_PATH } from '../../lib/billing/quota-meter';
import { QuotaUsage } from '../../lib/billing/quota-usage';
import { QuotaWarning } from '../../lib/billing/quota-warning';
import { useBalance } from '../../lib/billing/use-balance';
import { FirstPurgeBanner } from './components/first-purge-banner';
import { GettingStarted, usePageBookable } from './components/getting-started';
import { OverviewLists } from './components/overview-lists';

/** The profile fields a contract or an invoice needs (SIRET is optional, SPEC §9). */
const PROFILE_FIELDS = ['nom', 'adresse', 'telephone'] as const;

export function profileCompleteness(user: TUser): { filled: number; total: number } {
  const filled = PROFILE_FIELDS.filter((field) => (user[field] ?? '').trim() !== '').length;
  return { filled, total: PROFILE_FIELDS.length };
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** The quota at a glance (ADR 0036): a warning at 10 left and at 0, the usage bar, the way to Abonnement. */
function QuotaCard() {
  const { data: balance } = useBalance();
  if (!balance) return null;
  return (
    <div className="mt-4 space-y-3">
      <QuotaWarning balance={balance} />
      <Card
        title="Rendez-vous de la période"
        icon={<Gauge className="size-4 text-brand-600" aria-hidden="true" />}
      >
        <QuotaUsage balance={balance} />
        <Link
          to={SUBSCRIPTION_PATH}
          className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        >
          Voir mon abonnement
        </Link>
      </Card>
    </div>
  );
}

/**
 * The dashboard home (issue 37): the days ahead, the week, what changed, then the account; a
 * booking opens through `onOpenBooking` (composed by the router).
 */
export function OverviewSection({ onOpenBooking }: { onOpenBooking: (booking: TBooking) => void }) {
  const user = useSignedInUser();
  const { filled, total } = profileCompleteness(user);
  const complete = filled === total;
  const bookable = usePageBookable();
  return (
    <>
      <PageHeader title={`Bonjour ${user.name}`}>
        Voici vos rendez-vous et l’état de votre compte Créneau.
      </PageHeader>
      <FirstPurgeBanner />
      <GettingStarted where="top" />
      <OverviewLists onOpenBooking={onOpenBooking} />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Card
          title="Adresse e-mail"
          icon={
            user.emailVerified ? (
              <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-4 text-amber-600" aria-hidden="true" />
            )
          }
        >
          <p className="break-all">{user.email}</p>
          <p className={`mt-1 font-medium ${user.emailVerified ? 'text-emerald-700' : 'text-amber-700'}`}>
            {user.emailVerified ? 'Adresse vérifiée' : 'Adresse non vérifiée'}
          </p>
        </Card>
        <Card
          title="Profil professionnel"
          icon={<UserRound className="size-4 text-brand-600" aria-hidden="true" />}
        >
          <p>
            {filled} information{filled > 1 ? 's' : ''} sur {total} renseignée{filled > 1 ? 's' : ''} (nom,
            adresse, téléphone).
          </p>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label="Profil complété"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={filled}
          >
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${(filled / total) * 100}%` }}
            />
          </div>
          <Link
            to={sectionPath('profile')}
            className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
          >
            {complete ? 'Voir mon profil' : 'Compléter mon profil'}
          </Link>
        </Card>
      </div>
      <QuotaCard />
      <div className="mt-4">
        <Card
          title="Votre lien de réservation"
          icon={<Link2 className="size-4 text-brand-600" aria-hidden="true" />}
        >
          {bookable === false ? (
            <p className="text-slate-600">
              Votre lien sera prêt à partager dès que votre page pourra prendre des réservations : une
              prestation et des horaires d’ouverture suffisent.
            </p>
          ) : (
            <>
              <p className="mb-3 text-slate-600">
                Partagez ce lien : vos clients y réservent sans créer de compte.
              </p>
              <BookingLink providerId={user.id} />
            </>
          )}
        </Card>
      </div>
      <GettingStarted where="bottom" />
    </>
  );
}
