import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
import { ConfigRows } from './config-rows';
import { ConfigSection, type TSectionProps } from './config-section';

type TRow = { name: string; role: string; country: string };
type TValues = { subprocessors: TRow[] };

/** The sub-processors every new DPA names and the legal pages list (GDPR art. 28). */
export function ConfigSubprocessors({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TValues>({
    config,
    toForm: (c) => ({ subprocessors: c.subprocessors.map((row) => ({ ...row })) }),
    toPatch: (v) => ({
      subprocessors: v.subprocessors.map((row) => ({
        name: row.name.trim(),
        role: row.role.trim(),
        country: row.country.trim(),
      })),
    }),
    fields: ['subprocessors.*.name', 'subprocessors.*.role', 'subprocessors.*.country'],
    onSaved,
  });
  const { register, formState, control } = section.form;
  const rows = useFieldArray({ control, name: 'subprocessors' });
  return (
    <ConfigSection
      title="Sous-traitants"
      lead="Listés dans chaque DPA généré ensuite et sur les pages Confidentialité, RGPD et Mentions légales ; les DPA déjà signés ne changent pas. Enregistrer un ajout, un retrait ou une modification l’annonce aussitôt à chaque professionnel, par e-mail et dans l’application, avec effet 30 jours plus tard : enregistrez-le au moins 30 jours avant d’en changer réellement."
      section={section}
    >
      <ConfigRows
        ids={rows.fields.map((row) => row.id)}
        noun="Sous-traitant"
        removeLabel={(position) => `Retirer le sous-traitant ${position}`}
        onRemove={rows.remove}
        onAdd={() => rows.append({ name: '', role: '', country: 'France' })}
        addLabel="Ajouter un sous-traitant"
        renderRow={(index) => {
          const errors = formState.errors.subprocessors?.[index];
          return (
            <div className="grid gap-4 sm:grid-cols-[1fr_1.5fr_0.8fr]">
              <TextField
                label="Nom"
                error={errors?.name?.message}
                {...register(`subprocessors.${index}.name`)}
              />
              <TextField
                label="Rôle"
                error={errors?.role?.message}
                {...register(`subprocessors.${index}.role`)}
              />
              <TextField
                label="Pays"
                error={errors?.country?.message}
                {...register(`subprocessors.${index}.country`)}
              />
            </div>
          );
        }}
      />
    </ConfigSection>
  );
}
