import { Link } from 'react-router';
import type { TBalance } from '../../../shared/schemas/billing';
import { Notice } from '../../components/ui/notice';
import { SUBSCRIPTION_PATH } from './quota-meter';
import { quotaLevel } from './use-balance';

/** The warning at 10 left (orange) and at 0 (red), with the way to Abonnement; nothing otherwise. */
export function QuotaWarning({ balance, withLink = true }: { balance: TBalance; withLink?: boolean }) {
  const level = quotaLevel(balance);
  if (level === 'ok') return null;
  const link = withLink && (
    <Link to={SUBSCRIPTION_PATH} className="ml-1 font-semibold underline">
      Voir mon abonnement
    </Link>
  );
  if (level === 'exhausted') {
    return (
      <Notice tone="error">
        Vous n’avez plus de rendez-vous disponibles : votre page de réservation n’accepte plus de nouvelles
        réservations. {link}
      </Notice>
    );
  }
  return (
    <Notice tone="warning">
      Il vous reste {balance.remaining} rendez-vous sur cette période. {link}
    </Notice>
  );
}
