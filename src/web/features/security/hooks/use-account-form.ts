import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { parseApiError } from '../../../lib/parse-api-error';

type TAccountFormOptions<TValues extends FieldValues, TOutput> = {
  schema: z.ZodType<TOutput, TValues>;
  /** The form's fields: a server error naming one of them shows under it. */
  fields: readonly Path<TValues>[];
  empty: DefaultValues<TValues>;
  /** Answers the server's French confirmation. */
  mutation: UseMutationResult<string, unknown, TOutput>;
};

/**
 * A Sécurité form: checked with its shared schema, sent by its mutation, emptied on success; a
 * server error naming a field goes under it, any other shows above the form (`otherError`).
 */
export function useAccountForm<TValues extends FieldValues, TOutput>({
  schema,
  fields,
  empty,
  mutation,
}: TAccountFormOptions<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues: empty });
  const isField = (field: string | undefined): field is Path<TValues> => fields.some((f) => f === field);
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => form.reset(empty),
      onError: (error) => {
        const { field, message } = parseApiError(error);
        if (isField(field)) form.setError(field, { message }, { shouldFocus: true });
      },
    }),
  );
  const otherError = mutation.isError && !isField(parseApiError(mutation.error).field);
  return { form, onSubmit, otherError };
}
