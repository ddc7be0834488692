import { EmptySection } from './empty-sections';

export function ClientsSection() {
  return <EmptySection id="clients" />;
}
