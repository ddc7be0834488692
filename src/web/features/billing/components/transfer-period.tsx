import { useState } from 'react';
import { DEFAULT_TIMEZONE, formatDate } from '../../../../shared/french-format';
import type { TPacksResponse } from '../../../../shared/schemas/billing';
import type { TTransferPeriod } from '../../../../shared/schemas/payments-transfers';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { parseApiError } from '../../../lib/parse-api-error';
import { useStopTransferRenewal } from '../api/transfers';

/** The last day a month covers (its end is the next month's first instant). */
const lastDay = (end: string) =>
  formatDate(new Date(Date.parse(end) - 1).toISOString(), DEFAULT_TIMEZONE, 'long');

/**
 * A monthly pack paid by transfer (ADR 0056): until when it is paid, what happens next, and
 * « Revenir à l’offre gratuite » — at the end of the paid month, or at once — after confirmation.
 */
export function TransferPeriod({
  period,
  catalogue,
}: {
  period: TTransferPeriod;
  catalogue: TPacksResponse;
}) {
  const stop = useStopTransferRenewal();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const name = catalogue.packs.find((p) => p.id === period.packId)?.name ?? period.packId;
  const until = lastDay(period.end);
  const choose = (when: 'period_end' | 'now') =>
    stop.mutate(
      { when },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setAsking(false);
        },
      },
    );
  return (
    <section aria-labelledby="transfer-period-title" className="mb-6 rounded-xl border border-slate-200 p-4">
      <h3 id="transfer-period-title" className="font-semibold text-slate-900">
        Pack {name} payé par virement
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Payé jusqu’au {until} inclus.{' '}
        {period.stopAtEnd
          ? 'Ensuite, votre compte reviendra à l’offre gratuite (20 rendez-vous par mois).'
          : 'Sept jours avant, nous vous enverrons par e-mail les coordonnées du virement du mois suivant ; sans virement reçu, votre compte reviendra à l’offre gratuite.'}
      </p>
      {done && (
        <Notice tone="success" className="mt-3">
          {done}
        </Notice>
      )}
      {!period.stopAtEnd && (
        <ActionButton variant="secondary" size="sm" className="mt-3" onClick={() => setAsking(true)}>
          Revenir à l’offre gratuite
        </ActionButton>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) stop.reset();
        }}
        title="Revenir à l’offre gratuite ?"
        confirmLabel={`À la fin du mois payé (le ${until})`}
        tone="primary"
        pending={stop.isPending}
        error={stop.isError ? parseApiError(stop.error).message : null}
        onConfirm={() => choose('period_end')}
        fields={
          <ActionButton variant="secondary" size="sm" disabled={stop.isPending} onClick={() => choose('now')}>
            Tout de suite
          </ActionButton>
        }
      >
        <p>
          À la fin du mois payé, le {until} : votre pack {name} reste actif jusque-là, aucun virement ne vous
          sera plus demandé, puis votre compte passe à l’offre gratuite (20 rendez-vous par mois).
        </p>
        <p>
          Tout de suite : l’offre gratuite dès maintenant ; les rendez-vous restants de votre pack sont perdus
          et le mois payé n’est pas remboursé.
        </p>
      </ConfirmDialog>
    </section>
  );
}
