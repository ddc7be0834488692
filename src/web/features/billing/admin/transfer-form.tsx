import { type FormEvent, useState } from 'react';
import { formatPrice } from '../../../../shared/french-format';
import { PACKS, RECHARGES, SMS_RECHARGES } from '../../../../shared/pricing';
import { IssueInvoiceDialog } from '../../../components/admin/issue-invoice-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ReasonAndSubmit, useBillingForm } from './billing-form';

/** What a transfer may pay for: the packs and the recharges (SMS ones too), at their price TTC. */
const PRODUCTS = [...PACKS, ...RECHARGES, ...SMS_RECHARGES].map((p) => ({
  id: p.id,
  label: `${p.name} — ${formatPrice(p.priceCents)} TTC`,
}));

/**
 * A bank transfer received (ADR 0037): the invoice, the pack or credits, as a card payment would.
 * An invoice is final, so the form asks before issuing it (issue 30), naming the product, the
 * amount and the reference.
 */
export function TransferForm({ userId, onDone }: { userId: string; onDone: (message: string) => void }) {
  const [productId, setProductId] = useState('pro');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const form = useBillingForm(userId, onDone);
  const action = { kind: 'payments', body: { productId: productId as never, reference, reason } } as const;
  const product = PRODUCTS.find((p) => p.id === productId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(action)) setConfirming(true);
  };
  const onConfirm = () =>
    form.submit(
      action,
      (result) => `Virement enregistré : facture ${result.invoiceNumber} émise et envoyée.`,
      () => {
        setReference('');
        setReason('');
      },
      () => setConfirming(false),
    );
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="billing-transfer-title" noValidate>
      <h3 id="billing-transfer-title" className="font-semibold text-slate-900">
        Enregistrer un virement
      </h3>
      <p className="text-sm text-slate-600">
        Émet la facture, l’envoie par e-mail et applique le pack ou les crédits.
      </p>
      <SelectField
        label="Produit payé"
        value={productId}
        onChange={(e) => setProductId(e.target.value)}
        error={form.errors.productId}
      >
        {PRODUCTS.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Référence du virement"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={form.errors.reference}
      />
      <ReasonAndSubmit reason={reason} onReason={setReason} form={form} label="Enregistrer le virement" />
      <IssueInvoiceDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={form.pending}
        onConfirm={onConfirm}
      >
        {product?.label}, virement « {reference.trim()} »
      </IssueInvoiceDialog>
    </form>
  );
}
