import { ModalDialog } from '../../../components/ui/modal-dialog';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * What « Changer de pack » and « Recharger » lead to until card payment exists: the truth, and
 * how to reach the team, who can apply the change by hand.
 */
export function PaymentUnavailableDialog({
  choice,
  onClose,
}: {
  /** « au pack Pro », « à la recharge de 20 rendez-vous »; null: closed. */
  choice: string | null;
  onClose: () => void;
}) {
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <ModalDialog
      open={choice !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Paiement par carte"
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Le paiement par carte n’est pas encore disponible.</p>
        <p>
          Pour passer {choice}, écrivez à l’équipe Créneau
          {supportEmail ? (
            <>
              {' '}
              à{' '}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </>
          ) : null}{' '}
          ou depuis « Besoin d’aide ? » en bas de l’écran : elle l’applique à votre compte.
        </p>
      </div>
    </ModalDialog>
  );
}
