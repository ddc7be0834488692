import type { TSeller } from '../../../../shared/schemas/config';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
import { blankToNull, nullToBlank } from '../utils/config-form';
import { ConfigSection, type TSectionProps } from './config-section';

type TSellerForm = Omit<Record<keyof TSeller, string>, 'vatExempt'> & { vatExempt: boolean };
type TValues = { seller: TSellerForm };

const TEXT_FIELDS: { name: Exclude<keyof TSeller, 'vatExempt'>; label: string; hint?: string }[] = [
  { name: 'name', label: 'Raison sociale' },
  { name: 'legalForm', label: 'Forme juridique', hint: 'Par exemple : société par actions simplifiée.' },
  { name: 'capital', label: 'Capital social', hint: 'Par exemple : 10 000 €.' },
  { name: 'address', label: 'Adresse du siège' },
  { name: 'siren', label: 'SIREN', hint: '9 chiffres.' },
  { name: 'vatNumber', label: 'Numéro de TVA intracommunautaire', hint: 'FR suivi de 11 caractères.' },
  { name: 'publicationDirector', label: 'Directeur de la publication' },
];

export function ConfigSeller({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TValues>({
    config,
    toForm: ({ seller }) => ({
      seller: {
        name: seller.name,
        legalForm: nullToBlank(seller.legalForm),
        capital: nullToBlank(seller.capital),
        address: nullToBlank(seller.address),
        siren: nullToBlank(seller.siren),
        vatNumber: nullToBlank(seller.vatNumber),
        publicationDirector: nullToBlank(seller.publicationDirector),
        vatExempt: seller.vatExempt,
      },
    }),
    toPatch: ({ seller }) => ({
      seller: {
        name: seller.name.trim(),
        legalForm: blankToNull(seller.legalForm),
        capital: blankToNull(seller.capital),
        address: blankToNull(seller.address),
        // Typed with spaces as printed (« 123 456 789 », « FR 12 123456789 »): sent without them.
        siren: blankToNull(seller.siren.replace(/\s/g, '')),
        vatNumber: blankToNull(seller.vatNumber.replace(/\s/g, '').toUpperCase()),
        publicationDirector: blankToNull(seller.publicationDirector),
        vatExempt: seller.vatExempt,
      },
    }),
    fields: [...TEXT_FIELDS.map(({ name }) => `seller.${name}`), 'seller.vatExempt'],
    onSaved,
  });
  const { register, formState } = section.form;
  return (
    <ConfigSection
      title="Identité du vendeur"
      lead="Émetteur des factures et éditeur du site dans les mentions légales ; un champ laissé vide y est signalé « non renseigné », et la page dit qu’il manque."
      section={section}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, hint }) => (
          <TextField
            key={name}
            label={label}
            hint={hint}
            error={formState.errors.seller?.[name]?.message}
            {...register(`seller.${name}`)}
          />
        ))}
      </div>
      <CheckboxField
        label="TVA non applicable (art. 293 B du CGI)"
        error={formState.errors.seller?.vatExempt?.message}
        {...register('seller.vatExempt')}
      />
    </ConfigSection>
  );
}
