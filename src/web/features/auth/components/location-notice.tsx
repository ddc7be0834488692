import { M } from '../../../../shared/messages';
import { Notice } from '../../../components/ui/notice';
import { useCountryQuery } from '../api/geoip';

/**
 * SPEC §5: sign-up is for France, told before the person types; the server enforces it anyway.
 * A location the server cannot place (a local network, an unlisted address) is accepted unless the
 * administrators refuse it, so the form only mentions it then, calmly; a failed check says nothing:
 * the server answers at submit with the same SPEC message.
 */
export function LocationNotice() {
  const country = useCountryQuery(true);
  if (!country.data) return null;
  const { country: code, unknownAllowed } = country.data;
  if (code === 'unknown')
    return unknownAllowed ? null : <Notice tone="info">{M.register.locationUnknown}</Notice>;
  if (code !== 'FR') return <Notice tone="error">{M.register.countryRefused}</Notice>;
  return null;
}
