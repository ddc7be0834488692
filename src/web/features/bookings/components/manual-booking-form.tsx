import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { formatDuration, formatPrice } from '../../../../shared/french-format';
import type { TService } from '../../../../shared/schemas/provider-setup';
import { ActionButton } from '../../../components/ui/action-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import {
  seriesConflictsOf,
  type TCreatedBookings,
  useCreateManualBookingMutation,
} from '../api/create-manual-booking';
import { type TClientField, type TPickedClient, useClientCombobox } from '../hooks/use-client-combobox';
import { bookingErrorMessage, SLOT_NOT_FREE } from '../utils/booking-error-message';
import {
  formFieldOf,
  type TManualBookingFormInput,
  type TManualBookingFormOutput,
  ZManualBookingForm,
} from '../utils/manual-booking-schema';
import { zonedStartIso } from '../utils/zoned-start';
import { ClientSuggestions } from './client-suggestions';
import { RecurrenceFields } from './recurrence-fields';
import { SeriesConflicts } from './series-conflicts';
import { SlotSuggestions } from './slot-suggestions';

/** A client known before the form opens; the address only for a booking at the client's home. */
export type TManualClient = TPickedClient & { address?: string };

type ManualBookingFormProps = {
  services: readonly TService[];
  zone: string;
  date: string;
  time: string;
  /** Who it is for, known already: a client's page or « Reprendre le même » (issue 37). */
  client?: TManualClient | undefined;
  /** The prestation of the booking taken again, if still offered. */
  serviceId?: string | undefined;
  /** One booking, or every occurrence of a series. */
  onCreated: (created: TCreatedBookings) => void;
  onCancel: () => void;
};

/** A booking taken by phone: same engine and no-overlap rule as the public page, any time allowed. */
export function ManualBookingForm({
  services,
  zone,
  date,
  time,
  client,
  serviceId: initialServiceId,
  onCreated,
  onCancel,
}: ManualBookingFormProps) {
  const mutation = useCreateManualBookingMutation();
  const form = useForm<TManualBookingFormInput, unknown, TManualBookingFormOutput>({
    resolver: zodResolver(ZManualBookingForm),
    defaultValues: {
      serviceId: services.find((s) => s.id === initialServiceId)?.id ?? services[0]?.id ?? '',
      date,
      time,
      client: { name: '', email: '', phone: '', address: '', ...client },
      note: '',
      notifyClient: true,
      repeat: 'none',
      count: 4,
    },
  });
  const { errors } = form.formState;
  const combobox = useClientCombobox((picked) => {
    for (const field of ['name', 'email', 'phone'] as const) {
      form.setValue(`client.${field}`, picked[field], { shouldValidate: form.formState.isSubmitted });
    }
  });
  const clientField = (field: TClientField) => ({
    ...form.register(`client.${field}`, {
      onChange: (event: { target: { value: string } }) => combobox.onType(field, event.target.value),
      onBlur: combobox.onLeave,
    }),
    ...combobox.inputProps(field),
  });
  const suggestionsUnder = (field: TClientField) =>
    combobox.openFor === field && <ClientSuggestions combobox={combobox} label="Clients existants" />;
  // One key per booking attempt: a retry after a lost answer reuses it (the server then returns the
  // first booking); any edit makes it a new request with a new key.
  const idempotencyKey = useRef<string | null>(null);
  useEffect(() => {
    const subscription = form.watch(() => {
      idempotencyKey.current = null;
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const [serviceId, day, chosenTime, email] = form.watch(['serviceId', 'date', 'time', 'client.email']);
  const service = services.find((s) => s.id === serviceId);

  const onSubmit = form.handleSubmit((values) => {
    const start = zonedStartIso(values.date, values.time, zone);
    if (!start) {
      form.setError('time', { message: 'Indiquez une heure' });
      return;
    }
    idempotencyKey.current ??= crypto.randomUUID();
    const key = idempotencyKey.current;
    mutation.mutate(
      {
        input: {
          serviceId: values.serviceId,
          start,
          client: values.client,
          note: values.note,
          notifyClient: values.notifyClient && values.client.email !== '',
          ...(values.recurrence ? { recurrence: values.recurrence } : {}),
        },
        idempotencyKey: key,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          // A server answer settles this key; only a lost answer may be retried with it.
          const { status, field, message } = parseApiError(error);
          if (status > 0) idempotencyKey.current = null;
          // A series with taken dates: they are listed above the form, which stays as typed.
          if (seriesConflictsOf(error).length > 0) return;
          if (status === 409) {
            form.setError('time', { message: SLOT_NOT_FREE }, { shouldFocus: true });
            return;
          }
          const formField = formFieldOf(field);
          if (formField) form.setError(formField, { message }, { shouldFocus: true });
        },
      },
    );
  });

  // A series' taken dates are listed by the submit button; 409 and field errors show under their field;
  // anything else above the form.
  const conflicts = mutation.isError ? seriesConflictsOf(mutation.error) : [];
  const failure = mutation.isError ? parseApiError(mutation.error) : null;
  const fieldError = failure !== null && (failure.status === 409 || formFieldOf(failure.field) !== null);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mutation.isError && !fieldError && <Notice tone="error">{bookingErrorMessage(mutation.error)}</Notice>}
      <SelectField
        label="Prestation"
        error={errors.serviceId?.message}
        hint={
          service
            ? `${formatDuration(service.durationMinutes)} · ${formatPrice(service.priceCents, { zero: 'free' })}`
            : undefined
        }
        {...form.register('serviceId')}
      >
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Date" type="date" error={errors.date?.message} {...form.register('date')} />
        <TextField
          label="Heure"
          type="time"
          step={300}
          error={errors.time?.message}
          {...form.register('time')}
        />
      </div>
      <SlotSuggestions
        serviceId={serviceId}
        date={day}
        zone={zone}
        selectedTime={chosenTime}
        onPick={(picked) => form.setValue('time', picked, { shouldValidate: true })}
      />
      <RecurrenceFields form={form} />
      <div className="relative">
        <TextField
          label="Nom du client"
          autoComplete="off"
          hint="Un client déjà venu vous est proposé dès deux lettres."
          error={errors.client?.name?.message}
          {...clientField('name')}
        />
        {suggestionsUnder('name')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="relative">
          <TextField
            label="E-mail (facultatif)"
            type="email"
            autoComplete="off"
            error={errors.client?.email?.message}
            {...clientField('email')}
          />
          {suggestionsUnder('email')}
        </div>
        <div className="relative">
          <TextField
            label="Téléphone"
            type="tel"
            autoComplete="off"
            error={errors.client?.phone?.message}
            {...clientField('phone')}
          />
          {suggestionsUnder('phone')}
        </div>
      </div>
      {service?.location.type === 'home' && (
        <TextField
          label="Adresse du client"
          autoComplete="off"
          hint="Le rendez-vous a lieu à domicile."
          error={errors.client?.address?.message}
          {...form.register('client.address')}
        />
      )}
      <TextareaField
        label="Note (facultatif)"
        rows={2}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <CheckboxField
        label="Envoyer la confirmation au client par e-mail"
        disabled={!email?.trim()}
        {...form.register('notifyClient')}
      />
      {conflicts.length > 0 && <SeriesConflicts conflicts={conflicts} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ActionButton variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
          Annuler
        </ActionButton>
        <ActionButton type="submit" loading={mutation.isPending}>
          Enregistrer le rendez-vous
        </ActionButton>
      </div>
    </form>
  );
}
