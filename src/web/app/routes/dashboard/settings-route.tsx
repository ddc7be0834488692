import { CaldavCard } from '../../../features/caldav/caldav-card';
import { SettingsSection } from '../../../features/settings/settings-section';

/** /dashboard/settings: the settings, with the card that connects the provider's own calendar (issue 31). */
export function SettingsRoute() {
  return <SettingsSection calendarSync={<CaldavCard />} />;
}
