import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import { useProviderProfileQuery } from './get-provider-profile';

/** The zone every date of the dashboard is shown in: the provider's profile, else Europe/Paris. */
export function useProviderZone(): { zone: string; isPending: boolean } {
  const profile = useProviderProfileQuery();
  return { zone: profile.data?.timezone || DEFAULT_TIMEZONE, isPending: profile.isPending };
}
