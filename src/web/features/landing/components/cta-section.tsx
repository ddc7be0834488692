import { ArrowRight } from 'lucide-react';
import { FREE_TIER } from '../../../../shared/pricing';
import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/link-button';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <Container className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 py-14 text-center sm:py-16">
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Remplissez votre agenda sans y passer vos soirées
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
          {FREE_TIER.appointmentsPerMonth} rendez-vous par mois offerts, toutes les fonctionnalités incluses.
          Votre page de réservation est en ligne en quelques minutes.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/?auth=register" variant="inverse" size="lg">
            Créer mon compte gratuitement
            <ArrowRight aria-hidden="true" className="size-5" />
          </LinkButton>
          <LinkButton to="/contact" variant="inverse-outline" size="lg">
            Poser une question
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
