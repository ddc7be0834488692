import { M } from '../../../../shared/messages';
import { Notice } from '../../../components/ui/notice';
import { useCountryQuery } from '../api/geoip';

/** SPEC §5: sign-up is for France. Told in advance; the server enforces it anyway. */
export function LocationNotice() {
  const country = useCountryQuery(true);
  if (country.isPending) return null;
  if (country.isError || country.data === 'unknown')
    return <Notice tone="warning">{M.register.locationUnknown}</Notice>;
  if (country.data !== 'FR') return <Notice tone="error">{M.register.countryRefused}</Notice>;
  return null;
}
