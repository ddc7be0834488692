import { type FormEvent, useState } from 'react';
import { formatPrice } from '../../../../shared/french-format';
import { PACKS, PLANS, RECHARGES } from '../../../../shared/pricing';
import { ZAdminCredits, ZAdminPackChange } from '../../../../shared/schemas/billing';
import { ZAdminTransfer } from '../../../../shared/schemas/payments';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { MovementsTable } from '../../../lib/billing/movements-table';
import { QuotaUsage } from '../../../lib/billing/quota-usage';
import { parseApiError } from '../../../lib/parse-api-error';
import {
  type TBillingAction,
  type TBillingActionResult,
  useBillingActionMutation,
  useUserBillingQuery,
} from './api/user-billing';

type TErrors = Record<string, string>;

/** The first message of each field a zod error names. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): TErrors {
  const errors: TErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * One audited action with its reason: checked with the shared schema first, then the server's
 * refusal shown under the field it names.
 */
function useBillingForm(userId: string, onDone: (message: string) => void) {
  const mutation = useBillingActionMutation(userId);
  const [errors, setErrors] = useState<TErrors>({});
  const submit = (
    action: TBillingAction,
    message: string | ((result: TBillingActionResult) => string),
    reset: () => void,
  ) => {
    const schema = { pack: ZAdminPackChange, credits: ZAdminCredits, payments: ZAdminTransfer }[action.kind];
    const parsed = schema.safeParse(action.body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    mutation.mutate(action, {
      onSuccess: (result) => {
        reset();
        onDone(typeof message === 'string' ? message : message(result));
      },
      onError: (error) => {
        const info = parseApiError(error);
        setErrors({ [info.field ?? 'form']: info.message });
      },
    });
  };
  return { submit, errors, pending: mutation.isPending };
}

/** The mandatory reason, a refusal the server gave for no field, and the submit button of one action. */
function ReasonAndSubmit({
  reason,
  onReason,
  form,
  label,
}: {
  reason: string;
  onReason: (reason: string) => void;
  form: ReturnType<typeof useBillingForm>;
  label: string;
}) {
  return (
    <>
      <TextareaField
        label="Motif"
        rows={2}
        value={reason}
        onChange={(e) => onReason(e.target.value)}
        error={form.errors.reason}
      />
      {form.errors.form && <Notice tone="error">{form.errors.form}</Notice>}
      <ActionButton type="submit" variant="secondary" loading={form.pending}>
        {label}
      </ActionButton>
    </>
  );
}

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

/** What a transfer may pay for: the packs and the recharges, at their price TTC. */
const PRODUCTS = [...PACKS, ...RECHARGES].map((p) => ({
  id: p.id,
  label: `${p.name} — ${formatPrice(p.priceCents)} TTC`,
}));

/** A bank transfer received (ADR 0037): the invoice, the pack or credits, as a card payment would. */
function TransferForm({ userId, onDone }: { userId: string; onDone: (message: string) => void }) {
  const [productId, setProductId] = useState('pro');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const form = useBillingForm(userId, onDone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      { kind: 'payments', body: { productId: productId as never, reference, reason } },
      (result) => `Virement enregistré : facture ${result.invoiceNumber} émise et envoyée.`,
      () => {
        setReference('');
        setReason('');
      },
    );
  };
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
        {PRODUCTS.map((product) => (
          <option key={product.id} value={product.id}>
            {product.label}
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
              <TransferForm userId={userId} onDone={setDone} />
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">Derniers mouvements</h3>
              <MovementsTable movements={data.movements} caption="Derniers mouvements du quota" />
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
