import { formatPrice } from '../../../../shared/french-format';
import { formatIban } from '../../../../shared/iban';
import type { TBankDetails, TTransferOrder } from '../../../../shared/schemas/payments-transfers';
import { CopyButton } from '../../../components/ui/copy-button';

/** The transfer to make for one order (ADR 0056): amount, account, and the reference to copy exactly. */
export function TransferDetails({ order, bank }: { order: TTransferOrder; bank: TBankDetails }) {
  const rows: Array<[string, string]> = [
    ['Montant', `${formatPrice(order.amountCents)} TTC`],
    ['Titulaire du compte', bank.holder],
    ['IBAN', formatIban(bank.iban)],
    ...(bank.bic ? ([['BIC', bank.bic]] as Array<[string, string]>) : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">
            {value}
            {label === 'IBAN' && (
              <span className="ml-2 inline-block">
                <CopyButton text={bank.iban} label="Copier l’IBAN" copiedLabel="IBAN copié" />
              </span>
            )}
          </dd>
        </div>
      ))}
      <dt className="text-slate-600">Référence à indiquer</dt>
      <dd className="font-mono font-semibold text-slate-900">
        {order.reference}
        <span className="ml-2 inline-block font-sans">
          <CopyButton text={order.reference} label="Copier la référence" copiedLabel="Référence copiée" />
        </span>
      </dd>
    </dl>
  );
}
