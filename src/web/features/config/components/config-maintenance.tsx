import { MAINTENANCE_MESSAGE_MAX } from '../../../../shared/schemas/config';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
import { ConfigSection, type TSectionProps } from './config-section';

type TValues = { maintenanceMessage: string; shown: boolean };

export function ConfigMaintenance({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TValues>({
    config,
    toForm: (c) => ({ maintenanceMessage: c.maintenanceMessage ?? '', shown: c.maintenanceMessage !== null }),
    // Hidden, the banner has no message; shown, an empty one is refused by the server by name.
    toPatch: (v) => ({ maintenanceMessage: v.shown ? v.maintenanceMessage.trim() : null }),
    fields: ['maintenanceMessage'],
    onSaved,
  });
  const { register, formState } = section.form;
  return (
    <ConfigSection
      title="Bandeau de maintenance"
      lead="Un bandeau en haut de chaque écran, pour les visiteurs comme pour les comptes connectés."
      section={section}
    >
      <TextField
        label="Message"
        maxLength={MAINTENANCE_MESSAGE_MAX}
        hint={`Texte simple, une ligne, ${MAINTENANCE_MESSAGE_MAX} caractères au plus.`}
        error={formState.errors.maintenanceMessage?.message}
        {...register('maintenanceMessage')}
      />
      <CheckboxField label="Afficher le bandeau" {...register('shown')} />
    </ConfigSection>
  );
}
