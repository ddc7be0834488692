import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
import { ConfigSection, type TSectionProps } from './config-section';

export function ConfigSupport({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<{ supportEmail: string }>({
    config,
    toForm: (c) => ({ supportEmail: c.supportEmail }),
    toPatch: (v) => ({ supportEmail: v.supportEmail.trim() }),
    fields: ['supportEmail'],
    onSaved,
  });
  return (
    <ConfigSection
      title="Support"
      lead="L’adresse affichée sur les pages Contact, Mentions légales, Confidentialité et RGPD."
      section={section}
    >
      <TextField
        label="E-mail du support"
        type="email"
        autoComplete="off"
        error={section.form.formState.errors.supportEmail?.message}
        {...section.form.register('supportEmail')}
      />
    </ConfigSection>
  );
}
