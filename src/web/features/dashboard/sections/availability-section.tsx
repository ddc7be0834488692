import { EmptySection } from './empty-sections';

export function AvailabilitySection() {
  return <EmptySection id="availability" />;
}
