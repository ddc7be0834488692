import { EmptySection } from './empty-sections';

export function AppointmentsSection() {
  return <EmptySection id="appointments" />;
}
