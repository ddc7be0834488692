import { usePublicConfig } from '../../../lib/public-config';

/**
 * The seller the administrators configured, named inside a sentence of the CGU or the privacy
 * policy (issue 30: never a hard-coded company). Until the configuration answers, the sentence
 * reads « l’éditeur du site », which the legal notice names.
 */
export function SellerName() {
  const config = usePublicConfig();
  return <>{config.data?.seller.name || 'l’éditeur du site'}</>;
}

/** « (siège social : …) » when the configuration gives the address, else nothing. */
export function SellerSeat() {
  const address = usePublicConfig().data?.seller.address;
  return address ? <> (siège social : {address})</> : null;
}
