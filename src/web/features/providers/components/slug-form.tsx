import { type FormEvent, useState } from 'react';
import type { TProviderProfile } from '../../../../shared/schemas/provider-setup';
import { slugify, ZSlug } from '../../../../shared/schemas/slug';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useUpdateSlugMutation } from '../api/update-slug';

/**
 * The readable address of the booking page (issue 15): suggested from the name, checked in the
 * browser with the server's rules; the id's address keeps working and leads to the same page.
 */
export function SlugForm({ profile, name }: { profile: TProviderProfile; name: string }) {
  const [slug, setSlug] = useState(profile.slug ?? slugify(name));
  const [error, setError] = useState<string | undefined>();
  const mutation = useUpdateSlugMutation();
  const fieldError = mutation.isError ? parseApiError(mutation.error) : null;
  const shownError = error ?? (fieldError?.field === 'slug' ? fieldError.message : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZSlug.safeParse(slug);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) mutation.mutate(checked.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {mutation.isError && fieldError?.field !== 'slug' && <ErrorNotice error={mutation.error} />}
      <TextField
        label="Adresse lisible"
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value.toLowerCase());
          setError(undefined);
        }}
        error={shownError}
        hint={`${window.location.origin}/booking/${slug || '…'} — l’ancienne adresse continue de mener à votre page.`}
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
      />
      <div className="flex flex-wrap gap-2">
        <ActionButton type="submit" loading={mutation.isPending && mutation.variables !== null}>
          Enregistrer l’adresse
        </ActionButton>
        {profile.slug && (
          <ActionButton
            variant="secondary"
            loading={mutation.isPending && mutation.variables === null}
            onClick={() => mutation.mutate(null)}
          >
            Revenir à l’adresse par identifiant
          </ActionButton>
        )}
      </div>
      {mutation.isSuccess && (
        <Notice tone="success">
          {mutation.data.slug
            ? 'Votre nouvelle adresse est en ligne.'
            : 'Votre page reprend son adresse par identifiant.'}
        </Notice>
      )}
    </form>
  );
}
