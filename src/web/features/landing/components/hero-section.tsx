import { ArrowRight, Check } from 'lucide-react';
import { FREE_TIER } from '../../../../shared/pricing';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/link-button';
import { BookingPreview } from './booking-preview';

const PROMISES = [
  `${FREE_TIER.appointmentsPerMonth} rendez-vous par mois offerts`,
  'Sans carte bancaire',
  'Vos clients réservent sans compte',
];

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <Container className="grid items-center gap-16 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex items-center rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
            Pour les coachs, comptables, salons de beauté et tous les indépendants
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-[3.5rem] lg:leading-[1.08]"
          >
            Vos clients réservent en ligne, <span className="text-brand-600">vous gardez la main</span> sur
            votre agenda.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            Créneau vous donne une page de réservation ouverte 24{'\u00a0'}h/24, envoie les rappels par e-mail
            à votre place et rend impossible la double réservation. Conforme au RGPD dès le premier jour.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/?auth=register" size="lg">
              Créer mon compte gratuitement
              <ArrowRight aria-hidden="true" className="size-5" />
            </LinkButton>
            <a href="#how-it-works" className={buttonClasses('secondary', 'lg')}>
              Voir comment ça marche
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-emerald-600" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="pb-6 lg:pb-0">
          <BookingPreview />
        </div>
      </Container>
    </section>
  );
}
