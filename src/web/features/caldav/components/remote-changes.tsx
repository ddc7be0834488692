import { useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { parseApiError } from '../../../lib/parse-api-error';
import type { TRemoteChange } from '../api/calendar-sync-schemas';
import { useResolveChangeMutation } from '../api/resolve-change';

type RemoteChangesProps = { changes: readonly TRemoteChange[]; zone: string };

/**
 * The bookings whose event the provider moved or deleted in their own calendar: Créneau changed
 * nothing and told nobody; the provider keeps the booking (its event is written back) or cancels it.
 */
export function RemoteChanges({ changes, zone }: RemoteChangesProps) {
  const keep = useResolveChangeMutation();
  const cancel = useResolveChangeMutation();
  const [cancelling, setCancelling] = useState<TRemoteChange | null>(null);
  return (
    <section aria-labelledby="modifications-agenda" className="space-y-3">
      <div>
        <h3 id="modifications-agenda" className="font-semibold text-slate-900">
          Modifications faites dans votre agenda
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Ces rendez-vous restent prévus dans Créneau et vos clients n’ont pas été prévenus. « Garder le
          rendez-vous » le remet à son horaire dans votre agenda.
        </p>
      </div>
      <ul className="space-y-2">
        {changes.map((change) => (
          <li key={change.bookingId} className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
            <p className="font-medium break-words text-slate-900">
              {change.clientName} — {change.serviceName}, {formatDateTime(change.startAt, zone, 'weekday')}
            </p>
            <p className="text-sm text-amber-900">
              {change.change === 'moved'
                ? `Déplacé dans votre agenda au ${formatDateTime(change.remoteStart, zone, 'weekday')}`
                : 'Supprimé de votre agenda'}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <ActionButton
                variant="secondary"
                size="sm"
                loading={keep.isPending && keep.variables?.bookingId === change.bookingId}
                onClick={() => keep.mutate({ bookingId: change.bookingId, decision: 'keep' })}
              >
                Garder le rendez-vous
              </ActionButton>
              <ActionButton variant="secondary" size="sm" onClick={() => setCancelling(change)}>
                Annuler le rendez-vous du client
              </ActionButton>
            </div>
            {keep.error && keep.variables?.bookingId === change.bookingId && (
              <ErrorNotice error={keep.error}>Le rendez-vous n’a pas été gardé.</ErrorNotice>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
          cancel.reset();
        }}
        title="Annuler ce rendez-vous ?"
        confirmLabel="Annuler le rendez-vous"
        pending={cancel.isPending}
        error={cancel.error ? parseApiError(cancel.error).message : null}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            { bookingId: cancelling.bookingId, decision: 'cancel-booking' },
            { onSuccess: () => setCancelling(null) },
          )
        }
      >
        {cancelling && (
          <p>
            Le rendez-vous de {cancelling.clientName} ({cancelling.serviceName}, le{' '}
            {formatDateTime(cancelling.startAt, zone, 'weekday')}) sera annulé et votre client en sera informé
            par e-mail.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
