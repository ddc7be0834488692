import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
import { parseCountries } from '../utils/config-form';
import { ConfigSection, type TSectionProps } from './config-section';

type TValues = { registrationOpen: boolean; registrationCountries: string };

export function ConfigRegistration({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TValues>({
    config,
    toForm: (c) => ({
      registrationOpen: c.registrationOpen,
      registrationCountries: c.registrationCountries.join(', '),
    }),
    toPatch: (v) => ({
      registrationOpen: v.registrationOpen,
      registrationCountries: parseCountries(v.registrationCountries),
    }),
    fields: ['registrationOpen', 'registrationCountries'],
    onSaved,
  });
  const { register, formState } = section.form;
  return (
    <ConfigSection
      title="Inscriptions"
      lead="Fermées, le formulaire d’inscription l’annonce et le serveur refuse toute nouvelle inscription."
      section={section}
    >
      <CheckboxField
        label="Inscriptions ouvertes"
        error={formState.errors.registrationOpen?.message}
        {...register('registrationOpen')}
      />
      <TextField
        label="Pays autorisés"
        hint="Codes ISO à deux lettres, séparés par des virgules (ex. FR, BE). Le pays est déduit de l’adresse IP."
        autoCapitalize="characters"
        error={formState.errors.registrationCountries?.message}
        {...register('registrationCountries')}
      />
    </ConfigSection>
  );
}
