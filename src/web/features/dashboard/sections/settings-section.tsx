import { EmptySection } from './empty-sections';

export function SettingsSection() {
  return <EmptySection id="settings" />;
}
