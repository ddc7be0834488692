import { EmptySection } from './empty-sections';

export function AgendaSection() {
  return <EmptySection id="agenda" />;
}
