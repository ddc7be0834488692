import type { TBalance } from '../../../../shared/schemas/billing';
import { MovementsHistory } from './movements-history';

/**
 * « Crédits SMS » (issue 35): the balance and its history. One credit per reminder SMS sent,
 * given back when the SMS fails; bought credits do not expire. The recharges are sold with the others.
 */
export function SmsCredits({ balance }: { balance: TBalance }) {
  return (
    <div className="space-y-3">
      <p className="text-lg font-semibold text-slate-900">
        Crédits SMS : <span className="tabular-nums">{balance.smsCredits}</span>
      </p>
      <p className="text-sm text-slate-600">
        Chaque rappel envoyé par SMS utilise un crédit ; un SMS qui n’a pas pu partir vous est rendu. Vos
        crédits SMS n’expirent pas. Sans crédit, vos clients reçoivent leurs rappels par e-mail seulement.
      </p>
      <h3 className="font-semibold text-slate-900">Historique des SMS</h3>
      <MovementsHistory scope="sms" />
    </div>
  );
}
