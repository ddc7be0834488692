import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { TSiteConfig } from '../../../../shared/schemas/config';
import { parseApiError } from '../../../lib/parse-api-error';
import { useUpdateConfigMutation } from '../api/update-config';
import { formFieldFor } from '../utils/config-form';

type TSectionOptions<TValues extends FieldValues> = {
  config: TSiteConfig;
  /** The section's form values from the configuration (on load and after each save). */
  toForm: (config: TSiteConfig) => TValues;
  /** The keys this section saves: a partial PUT of them alone. */
  toPatch: (values: TValues) => Partial<TSiteConfig>;
  /** Where a server error may show, as `seller.siren` or `testimonials.*.text` (see formFieldFor). */
  fields: readonly string[];
  onSaved: () => void;
};

/**
 * One section of the configuration page: its form, its own « Enregistrer » (a PUT of its keys
 * only), and the server's French error under the field it names.
 */
export function useConfigSection<TValues extends FieldValues>({
  config,
  toForm,
  toPatch,
  fields,
  onSaved,
}: TSectionOptions<TValues>) {
  const mutation = useUpdateConfigMutation();
  const form = useForm<TValues>({ defaultValues: toForm(config) as DefaultValues<TValues> });
  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(toPatch(values), {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        onSaved();
      },
      onError: (error) => {
        const { field, message } = parseApiError(error);
        const target = formFieldFor(field, fields);
        if (target) form.setError(target as Path<TValues>, { message }, { shouldFocus: true });
      },
    });
  });
  const misplaced = mutation.isError && !formFieldFor(parseApiError(mutation.error).field, fields);
  return { form, onSubmit, saving: mutation.isPending, error: misplaced ? mutation.error : null };
}

export type TConfigSection<TValues extends FieldValues> = ReturnType<typeof useConfigSection<TValues>>;
