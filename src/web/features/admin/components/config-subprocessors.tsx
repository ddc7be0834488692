import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { ActionButton } from '../../../components/ui/action-button';
import { TextField } from '../../../components/ui/text-field';
import { useConfigSection } from '../hooks/use-config-section';
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
      lead="Listés dans chaque DPA généré ensuite et sur les pages Confidentialité, RGPD et Mentions légales ; les DPA déjà signés ne changent pas."
      section={section}
    >
      <ol className="space-y-4">
        {rows.fields.map((row, index) => {
          const errors = formState.errors.subprocessors?.[index];
          return (
            <li key={row.id}>
              <fieldset className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-medium text-slate-800">Sous-traitant {index + 1}</legend>
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
                <ActionButton
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  aria-label={`Retirer le sous-traitant ${index + 1}`}
                  onClick={() => rows.remove(index)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Retirer
                </ActionButton>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <ActionButton
          variant="secondary"
          onClick={() => rows.append({ name: '', role: '', country: 'France' })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Ajouter un sous-traitant
        </ActionButton>
      </div>
    </ConfigSection>
  );
}
