import { useFieldArray } from 'react-hook-form';
import { MAX_TESTIMONIALS, type TTestimonial } from '../../../../shared/schemas/config';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useConfigSection } from '../hooks/use-config-section';
import { ConfigRows } from './config-rows';
import { ConfigSection, type TSectionProps } from './config-section';

type TValues = { testimonials: TTestimonial[] };
const EMPTY: TTestimonial = { name: '', role: '', text: '', consentDate: '' };

/** The landing page's testimonials: real people, published with their written consent. */
export function ConfigTestimonials({ config, onSaved }: TSectionProps) {
  const section = useConfigSection<TValues>({
    config,
    toForm: (c) => ({ testimonials: c.testimonials.map((t) => ({ ...t })) }),
    toPatch: (v) => ({
      testimonials: v.testimonials.map((t) => ({
        name: t.name.trim(),
        role: t.role.trim(),
        text: t.text.trim(),
        consentDate: t.consentDate,
      })),
    }),
    fields: [
      'testimonials.*.name',
      'testimonials.*.role',
      'testimonials.*.text',
      'testimonials.*.consentDate',
    ],
    onSaved,
  });
  const { register, formState, control } = section.form;
  const rows = useFieldArray({ control, name: 'testimonials' });
  return (
    <ConfigSection
      title="Témoignages"
      lead="Affichés sur la page d’accueil dans l’ordre de la liste ; sans témoignage, la section n’apparaît pas."
      section={section}
    >
      <Notice tone="warning">
        Ne publiez que des témoignages réels, avec l’accord écrit de leur auteur, daté et conservé : un faux
        avis ou un avis présenté sans son contexte est une pratique commerciale trompeuse (articles L. 121-2
        et suivants du Code de la consommation).
      </Notice>
      {rows.fields.length === 0 && <p className="text-sm text-slate-600">Aucun témoignage publié.</p>}
      <ConfigRows
        ids={rows.fields.map((row) => row.id)}
        noun="Témoignage"
        removeLabel={(position) => `Retirer le témoignage ${position}`}
        onRemove={rows.remove}
        onAdd={() => rows.append({ ...EMPTY })}
        addLabel="Ajouter un témoignage"
        addDisabled={rows.fields.length >= MAX_TESTIMONIALS}
        renderRow={(index) => {
          const errors = formState.errors.testimonials?.[index];
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  label="Nom"
                  error={errors?.name?.message}
                  {...register(`testimonials.${index}.name`)}
                />
                <TextField
                  label="Rôle"
                  error={errors?.role?.message}
                  {...register(`testimonials.${index}.role`)}
                />
                <TextField
                  label="Date du consentement"
                  type="date"
                  error={errors?.consentDate?.message}
                  {...register(`testimonials.${index}.consentDate`)}
                />
              </div>
              <TextareaField
                label="Texte"
                rows={3}
                className="mt-4"
                error={errors?.text?.message}
                {...register(`testimonials.${index}.text`)}
              />
            </>
          );
        }}
      />
    </ConfigSection>
  );
}
