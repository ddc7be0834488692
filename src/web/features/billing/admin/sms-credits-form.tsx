import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ReasonAndSubmit, useBillingForm } from './billing-form';

const credits = (n: number) => `${n} crédit${Math.abs(n) > 1 ? 's' : ''} SMS`;

/**
 * « Ajouter des crédits SMS » (issue 35): a number of SMS credits (negative to remove some, within
 * the balance) with its reason, confirmed before it is written (audited).
 */
export function SmsCreditsForm({
  userId,
  held,
  onDone,
}: {
  userId: string;
  held: number;
  onDone: (message: string) => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const form = useBillingForm(userId, onDone);
  const n = amount.trim() === '' ? Number.NaN : Number(amount);
  const action = { kind: 'sms-credits', body: { amount: n, reason } } as const;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(action)) setConfirming(true);
  };
  const onConfirm = () =>
    form.submit(
      action,
      (result) =>
        `Crédits SMS ${n > 0 ? 'ajoutés' : 'retirés'} : ${credits(result.balance.smsCredits)} désormais.`,
      () => {
        setAmount('');
        setReason('');
      },
      () => setConfirming(false),
    );
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="billing-sms-title" noValidate>
      <h3 id="billing-sms-title" className="font-semibold text-slate-900">
        Ajouter des crédits SMS
      </h3>
      <p className="text-sm text-slate-600">
        Solde actuel : {credits(held)}. Sans date d’expiration ; un nombre négatif en retire.
      </p>
      <TextField
        label="Nombre de crédits SMS"
        type="number"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={form.errors.amount}
      />
      <ReasonAndSubmit reason={reason} onReason={setReason} form={form} label="Ajouter les crédits SMS" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={n > 0 ? 'Ajouter ces crédits SMS ?' : 'Retirer ces crédits SMS ?'}
        confirmLabel={n > 0 ? 'Ajouter' : 'Retirer'}
        tone={n > 0 ? 'primary' : 'danger'}
        pending={form.pending}
        onConfirm={onConfirm}
      >
        <p>
          {n > 0 ? 'Ajouter' : 'Retirer'} {credits(Math.abs(n))} : le solde passera de {held} à {held + n}.
          L’opération est inscrite au journal d’audit.
        </p>
      </ConfirmDialog>
    </form>
  );
}
