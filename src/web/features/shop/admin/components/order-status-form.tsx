import { type FormEvent, useState } from 'react';
import { formatPrice } from '../../../../../shared/french-format';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  SHOP_MESSAGES,
  type TOrder,
  type TOrderStatus,
} from '../../../../../shared/schemas/shop';
import { IssueInvoiceDialog } from '../../../../components/admin/issue-invoice-dialog';
import { ActionButton } from '../../../../components/ui/action-button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Notice } from '../../../../components/ui/notice';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { parseApiError } from '../../../../lib/parse-api-error';
import { useChangeOrderStatusMutation } from '../api/orders';

type TFields = { trackingNumber: string; carrier: string; reference: string };
type TErrors = Partial<Record<keyof TFields | 'form', string>>;
const EMPTY: TFields = { trackingNumber: '', carrier: '', reference: '' };

/** What the move needs, checked before sending (the server checks it again). */
function missing(to: TOrderStatus, fields: TFields): TErrors {
  const errors: TErrors = {};
  if (to === 'shipped' && !fields.trackingNumber.trim())
    errors.trackingNumber = SHOP_MESSAGES.trackingRequired;
  if (to === 'shipped' && !fields.carrier.trim()) errors.carrier = SHOP_MESSAGES.carrierRequired;
  if (to === 'paid' && !fields.reference.trim()) errors.reference = SHOP_MESSAGES.referenceRequired;
  return errors;
}

/** The next statuses ADR 0038 allows from this one, and what each needs; a cancellation asks first. */
export function OrderStatusForm({ order }: { order: TOrder }) {
  const next = ORDER_TRANSITIONS[order.status];
  const [to, setTo] = useState<TOrderStatus | ''>(next[0] ?? '');
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<TErrors>({});
  const [confirming, setConfirming] = useState(false);
  const change = useChangeOrderStatusMutation(order.id);
  const target = next.includes(to as TOrderStatus) ? (to as TOrderStatus) : next[0];
  if (!target) return <p className="text-sm text-slate-700">Cette commande n’a plus d’étape à venir.</p>;

  const send = () => {
    change.mutate(
      {
        status: target,
        ...(target === 'shipped' ? { trackingNumber: fields.trackingNumber, carrier: fields.carrier } : {}),
        ...(target === 'paid' ? { reference: fields.reference } : {}),
      },
      {
        onSuccess: () => {
          setConfirming(false);
          setFields(EMPTY);
        },
        onError: (error) => {
          const info = parseApiError(error);
          setConfirming(false);
          setErrors({ [info.field && info.field in EMPTY ? info.field : 'form']: info.message });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local = missing(target, fields);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    // A cancellation, and an invoice (final once issued, issue 30), are asked first.
    if (target === 'cancelled' || target === 'paid') setConfirming(true);
    else send();
  };

  const set = (key: keyof TFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Changer le statut" className="space-y-3">
      <SelectField
        label="Nouveau statut"
        value={target}
        onChange={(e) => setTo(e.target.value as TOrderStatus)}
      >
        {next.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      {target === 'shipped' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Transporteur"
            placeholder="Colissimo"
            value={fields.carrier}
            onChange={set('carrier')}
            error={errors.carrier}
            required
          />
          <TextField
            label="Numéro de suivi"
            value={fields.trackingNumber}
            onChange={set('trackingNumber')}
            error={errors.trackingNumber}
            required
          />
        </div>
      )}
      {target === 'paid' && (
        <TextField
          label="Référence du virement reçu"
          hint="Le paiement est enregistré et la facture émise."
          value={fields.reference}
          onChange={set('reference')}
          error={errors.reference}
          required
        />
      )}
      {target === 'refunded' && order.paymentMethod === 'card' && (
        <Notice tone="info">{SHOP_MESSAGES.cardRefundByStripe}</Notice>
      )}
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <ActionButton type="submit" loading={change.isPending && !confirming}>
        Passer à « {ORDER_STATUS_LABELS[target]} »
      </ActionButton>
      {target === 'paid' ? (
        <IssueInvoiceDialog
          open={confirming}
          onOpenChange={setConfirming}
          pending={change.isPending}
          onConfirm={send}
        >
          Commande {order.reference}, {formatPrice(order.totalInclCents)} TTC, virement «{' '}
          {fields.reference.trim()} »
        </IssueInvoiceDialog>
      ) : (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Annuler la commande ${order.reference} ?`}
          confirmLabel="Annuler la commande"
          pending={change.isPending}
          onConfirm={send}
        >
          Les articles sont remis en stock et le professionnel est prévenu.
          {order.status === 'pending_payment'
            ? ' Aucun paiement n’a été pris.'
            : order.paymentMethod === 'card'
              ? ' Le paiement par carte est remboursé par Stripe.'
              : ' Le virement reçu est à rembourser ; enregistrez-le ensuite avec « Remboursée ».'}
        </ConfirmDialog>
      )}
    </form>
  );
}
