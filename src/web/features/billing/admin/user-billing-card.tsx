import { type FormEvent, useState } from 'react';
import { PLANS } from '../../../../shared/pricing';
import { Notice } from '../../../components/ui/notice';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { MovementsTable } from '../../../lib/billing/movements-table';
import { QuotaUsage } from '../../../lib/billing/quota-usage';
import { useUserBillingQuery } from './api/user-billing';
import { ReasonAndSubmit, useBillingForm } from './billing-form';
import { SmsCreditsForm } from './sms-credits-form';
import { TransferForm } from './transfer-form';

function PackForm({ userId, onDone }: { userId: string; onDone: (message: string) => void }) {
  const [packId, setPackId] = useState('pro');
  const [reason, setReason] = useState('');
  const form = useBillingForm(userId, onDone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ kind: 'pack', body: { packId: packId as never, reason } }, 'Pack changé.', () =>
      setReason(''),
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="billing-pack-title" noValidate>
      <h3 id="billing-pack-title" className="font-semibold text-slate-900">
        Changer de pack
      </h3>
      <p className="text-sm text-slate-600">
        Une baisse prend effet à la prochaine période ; une hausse tout de suite.
      </p>
      <SelectField
        label="Nouveau pack"
        value={packId}
        onChange={(e) => setPackId(e.target.value)}
        error={form.errors.packId}
      >
        {PLANS.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </SelectField>
      <ReasonAndSubmit reason={reason} onReason={setReason} form={form} label="Changer de pack" />
    </form>
  );
}

function CreditsForm({ userId, onDone }: { userId: string; onDone: (message: string) => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const form = useBillingForm(userId, onDone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { amount: amount.trim() === '' ? Number.NaN : Number(amount), reason };
    form.submit({ kind: 'credits', body }, 'Crédits ajoutés.', () => {
      setAmount('');
      setReason('');
    });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="billing-credits-title" noValidate>
      <h3 id="billing-credits-title" className="font-semibold text-slate-900">
        Ajouter des crédits
      </h3>
      <p className="text-sm text-slate-600">
        Valables 12 mois, utilisés après les rendez-vous de la période.
      </p>
      <TextField
        label="Nombre de crédits"
        type="number"
        inputMode="numeric"
        min={1}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={form.errors.amount}
      />
      <ReasonAndSubmit reason={reason} onReason={setReason} form={form} label="Ajouter les crédits" />
    </form>
  );
}

/** Admin user page: a provider's plan, balance, latest movements and the audited tools (issues 12, 13). */
export function UserBillingCard({ userId }: { userId: string }) {
  const query = useUserBillingQuery(userId);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="user-billing-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id="user-billing-title" className="mb-4 text-lg font-semibold text-slate-900">
        Abonnement et crédits
      </h2>
      <QueryState
        query={query}
        loadingLabel="Chargement du quota…"
        errorLabel="Le quota n’a pas pu être chargé."
      >
        {(data) => (
          <div className="space-y-5">
            <QuotaUsage balance={data.balance} detailed />
            {done && <Notice tone="success">{done}</Notice>}
            <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              <PackForm userId={userId} onDone={setDone} />
              <CreditsForm userId={userId} onDone={setDone} />
              <SmsCreditsForm userId={userId} held={data.balance.smsCredits} onDone={setDone} />
              <TransferForm userId={userId} onDone={setDone} />
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">Derniers mouvements</h3>
              <MovementsTable movements={data.movements} caption="Derniers mouvements du quota" />
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">
                Crédits SMS : <span className="tabular-nums">{data.balance.smsCredits}</span>
              </h3>
              <MovementsTable
                movements={data.smsMovements}
                caption="Derniers mouvements des crédits SMS"
                unit="SMS"
              />
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
