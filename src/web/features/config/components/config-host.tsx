import type { THost } from '../../../../shared/schemas/config';
import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
import { blankToNull, nullToBlank } from '../utils/config-form';
import { ConfigSection, type TSectionProps } from './config-section';

type TValues = { host: Record<keyof THost, string> };

const FIELDS: { name: keyof THost; label: string; type?: string }[] = [
  { name: 'name', label: 'Nom de l’hébergeur' },
  { name: 'address', label: 'Adresse' },
  { name: 'phone', label: 'Téléphone', type: 'tel' },
];

export function ConfigHost({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TValues>({
    config,
    toForm: ({ host }) => ({
      host: {
        name: nullToBlank(host.name),
        address: nullToBlank(host.address),
        phone: nullToBlank(host.phone),
      },
    }),
    toPatch: ({ host }) => ({
      host: {
        name: blankToNull(host.name),
        address: blankToNull(host.address),
        phone: blankToNull(host.phone),
      },
    }),
    fields: FIELDS.map(({ name }) => `host.${name}`),
    onSaved,
  });
  const { register, formState } = section.form;
  return (
    <ConfigSection
      title="Hébergeur"
      lead="Nommé dans les mentions légales (loi pour la confiance dans l’économie numérique)."
      section={section}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        {FIELDS.map(({ name, label, type }) => (
          <TextField
            key={name}
            label={label}
            type={type}
            error={formState.errors.host?.[name]?.message}
            {...register(`host.${name}`)}
          />
        ))}
      </div>
    </ConfigSection>
  );
}
