import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../../../../shared/french-format';
import type { TUser } from '../../../../shared/schemas/auth';
import {
  type TProviderProfile,
  type TProviderProfileInput,
  ZProviderProfileInput,
} from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { parseApiError } from '../../../lib/parse-api-error';
import { useUpdateProviderProfileMutation } from '../api/update-provider-profile';

type TFormValues = Required<TProviderProfileInput>;
const FIELDS = ['displayName', 'description', 'address', 'phone', 'timezone'] as const;
function formField(field: string | undefined): (typeof FIELDS)[number] | undefined {
  return FIELDS.find((f) => f === field);
}

/** The server fills a never-saved profile from the account; an empty name still gets the account's. */
function initialValues(profile: TProviderProfile, user: TUser): TFormValues {
  return {
    displayName: profile.displayName || user.nom || user.name,
    description: profile.description,
    address: profile.address,
    phone: profile.phone,
    timezone: profile.timezone || DEFAULT_TIMEZONE,
  };
}

/** What the public booking page says about the provider (PUT /api/provider/profile). */
export function ProviderProfileForm({ profile, user }: { profile: TProviderProfile; user: TUser }) {
  const mutation = useUpdateProviderProfileMutation();
  const form = useForm<TProviderProfileInput, unknown, z.output<typeof ZProviderProfileInput>>({
    resolver: zodResolver(ZProviderProfileInput),
    defaultValues: initialValues(profile, user),
  });
  const { errors, isDirty } = form.formState;
  const timezone = form.watch('timezone') ?? DEFAULT_TIMEZONE;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => form.reset(initialValues(saved, user)),
      onError: (error) => {
        const { field, message } = parseApiError(error);
        const editable = formField(field);
        if (editable) form.setError(editable, { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nom affiché"
          maxLength={120}
          hint="Votre nom ou celui de votre cabinet, tel que vos clients le verront."
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextareaField
          label="Présentation"
          rows={4}
          maxLength={2000}
          className="sm:col-span-2"
          hint="Quelques lignes sur votre activité, affichées en haut de votre page."
          error={errors.description?.message}
          {...form.register('description')}
        />
        <TextField
          label="Adresse des rendez-vous"
          autoComplete="street-address"
          maxLength={300}
          className="sm:col-span-2"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TimeZoneSelect current={timezone} error={errors.timezone?.message} {...form.register('timezone')} />
      </div>
      {mutation.isError && !formField(parseApiError(mutation.error).field) && (
        <ErrorNotice error={mutation.error} />
      )}
      {mutation.isSuccess && !isDirty && <Notice tone="success">Votre profil public est enregistré.</Notice>}
      <ActionButton type="submit" loading={mutation.isPending}>
        Enregistrer le profil
      </ActionButton>
    </form>
  );
}
