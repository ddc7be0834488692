import { useDocumentTitle } from '../../components/layout/use-document-title';
import { CtaSection } from './components/cta-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { PricingSection } from './components/pricing-section';
import { TestimonialsSection } from './components/testimonials-section';

export function LandingPage() {
  useDocumentTitle('Créneau — Prise de rendez-vous en ligne pour les indépendants');
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
