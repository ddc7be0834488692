import { formatIban } from '../../../../shared/iban';
import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
import { ConfigSection, type TSectionProps } from './config-section';

type TBankForm = { bankTransfer: { holder: string; iban: string; bic: string } };

/**
 * The bank details providers pay packs and recharges to (ADR 0056). All three empty: no transfer
 * is offered. The server checks the IBAN (mod 97) and answers under the field at fault.
 */
export function ConfigBankTransfer({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TBankForm>({
    config,
    toForm: (c) => ({
      bankTransfer: {
        holder: c.bankTransfer?.holder ?? '',
        iban: c.bankTransfer ? formatIban(c.bankTransfer.iban) : '',
        bic: c.bankTransfer?.bic ?? '',
      },
    }),
    toPatch: ({ bankTransfer: v }) => {
      const empty = [v.holder, v.iban, v.bic].every((value) => value.trim() === '');
      return {
        bankTransfer: empty
          ? null
          : { holder: v.holder, iban: v.iban, bic: v.bic.trim() === '' ? null : v.bic },
      };
    },
    fields: ['bankTransfer.holder', 'bankTransfer.iban', 'bankTransfer.bic'],
    onSaved,
  });
  const errors = section.form.formState.errors.bankTransfer;
  return (
    <ConfigSection
      title="Paiement par virement"
      lead="Les coordonnées bancaires données aux professionnels qui paient un pack ou une recharge par virement. Laissez tout vide pour ne pas proposer le virement."
      section={section}
    >
      <TextField
        label="Titulaire du compte"
        autoComplete="off"
        error={errors?.holder?.message}
        {...section.form.register('bankTransfer.holder')}
      />
      <TextField
        label="IBAN"
        autoComplete="off"
        spellCheck={false}
        error={errors?.iban?.message}
        {...section.form.register('bankTransfer.iban')}
      />
      <TextField
        label="BIC (facultatif)"
        autoComplete="off"
        spellCheck={false}
        error={errors?.bic?.message}
        {...section.form.register('bankTransfer.bic')}
      />
    </ConfigSection>
  );
}
