import { BellRing } from 'lucide-react';
import { formatDateKey } from '../../../../shared/french-format';
import type { TManagedWaitlist } from '../../../../shared/schemas/waitlist';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useEarlierSlotMutation } from '../api/public-earlier-slot';
import { useLeaveWaitlistMutation } from '../api/public-waitlist-entry';

export type TEarlierSlotAlertProps = {
  bookingId: string;
  /** The booking's manage token: it proves the client asks for their own booking. */
  token: string;
  waitlist: TManagedWaitlist | null;
  /** The alert was set or removed: the page reads the booking again. */
  onChanged: () => Promise<unknown>;
};

/**
 * On the manage page of a future booking (issue 33): an e-mail if an earlier slot frees up; taking
 * it moves this booking. Set by the booking's token, removed by the entry's leave token.
 */
export function EarlierSlotAlert({ bookingId, token, waitlist, onChanged }: TEarlierSlotAlertProps) {
  const ask = useEarlierSlotMutation(bookingId);
  const leave = useLeaveWaitlistMutation(waitlist?.entryId ?? '');
  const error = ask.error ?? leave.error;

  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      {waitlist ? (
        <>
          <p className="flex gap-2 text-sm text-slate-700">
            <BellRing className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              Vous serez prévenu(e) par e-mail si un créneau se libère avant votre rendez-vous (jusqu'au{' '}
              {formatDateKey(waitlist.to)}).
            </span>
          </p>
          <ActionButton
            variant="ghost"
            size="sm"
            loading={leave.isPending}
            onClick={() => leave.mutate(waitlist.leaveToken, { onSuccess: () => void onChanged() })}
          >
            Ne plus me prévenir
          </ActionButton>
        </>
      ) : (
        <ActionButton
          variant="secondary"
          size="sm"
          loading={ask.isPending}
          onClick={() => ask.mutate(token, { onSuccess: () => void onChanged() })}
        >
          <BellRing className="size-4" aria-hidden="true" />
          Prévenez-moi si un créneau plus tôt se libère
        </ActionButton>
      )}
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
