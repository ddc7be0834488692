import { EmptySection } from './empty-sections';

export function ServicesSection() {
  return <EmptySection id="services" />;
}
