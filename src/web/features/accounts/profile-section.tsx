import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TProfileUpdate, type TUser, ZProfileUpdate } from '../../../shared/schemas/auth';
import { ActionButton } from '../../components/ui/action-button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { InlineSpinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useAuth } from '../../lib/auth/auth-context';
import { parseApiError } from '../../lib/parse-api-error';
import { useProfileQuery } from './api/get-profile';
import { useUpdateProfileMutation } from './api/update-profile';

const EDITABLE = ['nom', 'siret', 'adresse', 'telephone'] as const;
type TEditable = (typeof EDITABLE)[number];
function isEditable(field: string | undefined): field is TEditable {
  return EDITABLE.some((f) => f === field);
}

function toFormValues(user: TUser): Record<TEditable, string> {
  return {
    nom: user.nom ?? '',
    siret: user.siret ?? '',
    adresse: user.adresse ?? '',
    telephone: user.telephone ?? '',
  };
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-all text-sm text-slate-900">{value}</dd>
    </div>
  );
}

function ProfileForm({ user }: { user: TUser }) {
  const { updateUser } = useAuth();
  const mutation = useUpdateProfileMutation();
  const form = useForm<TProfileUpdate, unknown, z.output<typeof ZProfileUpdate>>({
    resolver: zodResolver(ZProfileUpdate),
    defaultValues: toFormValues(user),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (result) => {
        updateUser(result.user);
        form.reset(toFormValues(result.user));
      },
      onError: (error) => {
        const { field, message } = parseApiError(error);
        if (isEditable(field)) form.setError(field, { message }, { shouldFocus: true });
      },
    });
  });
  const fieldError = mutation.isError && isEditable(parseApiError(mutation.error).field);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {mutation.isSuccess && !isDirty && <Notice tone="success">{mutation.data.message}</Notice>}
      {mutation.isError && !fieldError && <ErrorNotice error={mutation.error} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nom ou raison sociale"
          autoComplete="organization"
          error={errors.nom?.message}
          {...form.register('nom')}
        />
        <TextField
          label="SIRET (facultatif)"
          inputMode="numeric"
          hint="14 chiffres."
          error={errors.siret?.message}
          {...form.register('siret')}
        />
        <TextField
          label="Adresse professionnelle"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.adresse?.message}
          {...form.register('adresse')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          error={errors.telephone?.message}
          {...form.register('telephone')}
        />
      </div>
      <ActionButton type="submit" loading={mutation.isPending}>
        Enregistrer
      </ActionButton>
    </form>
  );
}

/** Profil: name and e-mail shown, the professional details editable (SPEC §7 PUT /api/auth/profile). */
export function ProfileSection() {
  const profile = useProfileQuery();
  return (
    <>
      <PageHeader title="Profil">
        Ces informations figurent sur votre contrat de traitement des données (DPA).
      </PageHeader>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
        {profile.isPending && <InlineSpinner label="Chargement du profil…" />}
        {profile.isError && (
          <div className="space-y-3">
            <Notice tone="error">Impossible de charger votre profil.</Notice>
            <ActionButton variant="secondary" onClick={() => void profile.refetch()}>
              Réessayer
            </ActionButton>
          </div>
        )}
        {profile.isSuccess && (
          <>
            <dl className="mb-6 grid gap-4 border-b border-slate-100 pb-6 sm:grid-cols-2">
              <ReadOnly label="Nom" value={profile.data.name} />
              <ReadOnly label="Adresse e-mail" value={profile.data.email} />
            </dl>
            <ProfileForm user={profile.data} />
          </>
        )}
      </div>
    </>
  );
}
